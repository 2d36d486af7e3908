/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The secondary-character form.
 */
export type CreateSecondaryBody = {
    /**
     * The account the character belongs to: must be the caller's.
     */
    userId: number;
    name?: string;
    race?: string;
    gender?: string;
    /**
     * 'Tak' or 'Nie'.
     */
    magic?: string;
    /**
     * 1–9999, optional.
     */
    age?: number | null;
};

