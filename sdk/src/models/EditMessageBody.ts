/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * New text of a message.
 */
export type EditMessageBody = {
    /**
     * Rich HTML.
     */
    message?: string;
};

