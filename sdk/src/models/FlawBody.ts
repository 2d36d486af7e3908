/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A flaw on a character card.
 */
export type FlawBody = {
    id: number;
    name: string;
    description: string;
    hidden: boolean;
};

