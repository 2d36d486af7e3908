/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A resident message as an admin writes it.
 */
export type ResidentMessageForm = {
    title?: string;
    /**
     * Rich HTML.
     */
    content?: string;
};

