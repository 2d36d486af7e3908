/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A comment under a news item.
 */
export type NewsComment = {
    id: number;
    news_id: number;
    author_id: number;
    /**
     * The author's main-character name.
     */
    author_name?: string | null;
    /**
     * Plain text.
     */
    content: string;
    created_at: string;
};

