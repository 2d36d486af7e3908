/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * `{id, message}` of a created session.
 */
export type CreatedSessionBody = {
    id: number;
    message: string;
};

