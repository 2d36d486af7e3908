/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry of Miasto or Informacje.
 */
export type InfoEntryForm = {
    title?: string;
    /**
     * Rich HTML.
     */
    content?: string;
};

