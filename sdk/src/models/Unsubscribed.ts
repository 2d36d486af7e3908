/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * What the unsubscribe page shows.
 */
export type Unsubscribed = {
    message: string;
};

