/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The stored seen marker.
 */
export type SeenResultBody = {
    seen_at: string;
};

