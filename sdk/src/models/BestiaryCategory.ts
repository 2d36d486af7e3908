/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A bestiary category.
 */
export type BestiaryCategory = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    description?: string | null;
    created_at: string;
};

