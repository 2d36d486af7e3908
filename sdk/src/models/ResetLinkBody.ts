/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The address a reset link belongs to.
 */
export type ResetLinkBody = {
    email: string;
};

