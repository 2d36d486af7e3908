/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The one-time magic choice.
 */
export type MagicBody = {
    magic?: string;
    /**
     * Whose main character (admins); the caller's when left out.
     */
    userId?: number | null;
};

