/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry of Miasto or Informacje.
 */
export type InfoEntry = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    content: string;
    created_at: string;
    updated_at?: string | null;
};

