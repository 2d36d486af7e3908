/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry of the events board in the back office.
 */
export type AdminTavernEventBody = {
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
    /**
     * The account that added it.
     */
    createdBy: number;
    createdAt: string;
};

