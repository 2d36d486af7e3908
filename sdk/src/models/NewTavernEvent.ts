/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A new event: title required, date RRRR-MM-DD, time GG:MM optional.
 */
export type NewTavernEvent = {
    /**
     * Left out, empty (refused in Polish), as every required text.
     */
    title?: string;
    description?: string | null;
    date?: string;
    time?: string | null;
};

