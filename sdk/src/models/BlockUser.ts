/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A prison sentence to impose.
 */
export type BlockUser = {
    userId?: number | null;
    /**
     * Whole days, 1 to 3650.
     */
    days?: number | null;
};

