/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The stored (sanitized) description.
 */
export type SavedDescriptionBody = {
    message: string;
    description: string;
};

