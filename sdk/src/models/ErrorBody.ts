/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An error: a Polish message to show and a stable code for programs.
 */
export type ErrorBody = {
    /**
     * The message to show, in Polish.
     */
    message: string;
    /**
     * A stable machine-readable code, e.g. `weak_password`.
     */
    code: string;
};

