/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A new password through a reset link.
 */
export type ResetPasswordBody = {
    email?: string;
    token?: string;
    password?: string;
};

