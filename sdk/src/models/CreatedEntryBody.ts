/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A created skill or flaw.
 */
export type CreatedEntryBody = {
    message: string;
    id: number;
};

