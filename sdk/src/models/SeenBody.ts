/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Seen up to this time (the session's `last_activity`); now when absent.
 */
export type SeenBody = {
    seenAt?: string | null;
};

