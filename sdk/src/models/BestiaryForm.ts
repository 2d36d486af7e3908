/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A category or a beast as the form sends it.
 */
export type BestiaryForm = {
    title?: string;
    /**
     * Rich HTML (optional for a category).
     */
    description?: string | null;
    /**
     * The beast's category.
     */
    category_id?: number | null;
};

