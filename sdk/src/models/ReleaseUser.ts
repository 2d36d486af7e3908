/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A prisoner to let out early.
 */
export type ReleaseUser = {
    userId?: number | null;
};

