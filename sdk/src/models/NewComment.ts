/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A comment as a player writes it.
 */
export type NewComment = {
    /**
     * Plain text.
     */
    content?: string;
};

