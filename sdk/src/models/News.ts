/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A news item.
 */
export type News = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    content: string;
    created_at: string;
    updated_at?: string | null;
    comment_count: number;
};

