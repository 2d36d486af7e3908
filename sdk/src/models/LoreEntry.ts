/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry of a lore collection.
 */
export type LoreEntry = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    description: string;
    /**
     * The cover image's path relative to `/api/` (`uploads/….png`; the spec: "image (relative
     * path, shown under the /api/ prefix)", shown from `/api/{image}`) (collections with covers).
     */
    image?: string | null;
    created_at: string;
    updated_at?: string | null;
};

