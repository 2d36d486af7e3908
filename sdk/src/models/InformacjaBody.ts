/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Hidden profile information: free text, or a JSON sheet with `skills` and `flaws`.
 */
export type InformacjaBody = {
    informacja?: string;
};

