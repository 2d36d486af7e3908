/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A short confirmation to show.
 */
export type MessageBody = {
    /**
     * The message, in Polish.
     */
    message: string;
};

