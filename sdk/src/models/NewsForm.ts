/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A news item as an admin writes it.
 */
export type NewsForm = {
    title?: string;
    /**
     * Rich HTML.
     */
    content?: string;
};

