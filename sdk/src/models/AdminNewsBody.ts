/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A news item in the back office.
 */
export type AdminNewsBody = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    content: string;
    createdAt: string;
    updatedAt?: string | null;
    /**
     * When it left the feed; none while players see it.
     */
    archivedAt?: string | null;
    commentCount: number;
};

