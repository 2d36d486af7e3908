/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A skill form.
 */
export type SkillForm = {
    name?: string;
    level?: number | null;
    description?: string;
    /**
     * Admins only; ignored for others.
     */
    hidden?: boolean;
};

