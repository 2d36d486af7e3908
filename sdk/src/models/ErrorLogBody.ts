/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One server error.
 */
export type ErrorLogBody = {
    timestamp: string;
    message: string;
};

