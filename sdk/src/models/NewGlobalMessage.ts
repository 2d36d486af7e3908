/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An announcement to send.
 */
export type NewGlobalMessage = {
    title?: string;
    /**
     * Plain text.
     */
    content?: string;
};

