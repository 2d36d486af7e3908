/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An entry without a cover (law, drugs, NPC).
 */
export type LoreEntryForm = {
    title?: string;
    /**
     * Rich HTML.
     */
    description?: string;
};

