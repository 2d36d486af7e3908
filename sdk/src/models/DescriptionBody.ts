/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A description (rich HTML).
 */
export type DescriptionBody = {
    description: string;
    /**
     * Whose main description (admins editing someone else's); the caller's when left out.
     */
    userId?: number | null;
};

