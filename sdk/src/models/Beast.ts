/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A beast.
 */
export type Beast = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    description: string;
    category_id?: number | null;
    category_title?: string | null;
    created_at: string;
};

