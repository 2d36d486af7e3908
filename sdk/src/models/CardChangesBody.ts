/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The card fields a PUT may change; skills and flaws have calls of their own.
 */
export type CardChangesBody = {
    /**
     * Admins only.
     */
    name?: string | null;
    /**
     * 1–9999; `null` clears it; leave it out to keep it.
     */
    age?: number | null;
    /**
     * Editors choose it once; admins may change it.
     */
    magic?: string | null;
};

