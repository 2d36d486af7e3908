/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A flaw form.
 */
export type FlawForm = {
    name?: string;
    description?: string;
    /**
     * Admins only; ignored for others.
     */
    hidden?: boolean;
};

