/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A forgot-password request.
 */
export type ForgotPasswordBody = {
    email?: string;
};

