/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry of the events board.
 */
export type TavernEvent = {
    id: number;
    title: string;
    description: string;
    /**
     * RRRR-MM-DD.
     */
    date: string;
    /**
     * GG:MM, or none.
     */
    time?: string | null;
};

