/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Which subscription to forget.
 */
export type PushEndpoint = {
    endpoint: string;
};

