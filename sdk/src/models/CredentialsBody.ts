/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * E-mail and password (registration and login).
 */
export type CredentialsBody = {
    email?: string;
    password?: string;
};

