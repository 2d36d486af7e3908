/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A resident message as admins keep it.
 */
export type ResidentMessage = {
    id: number;
    title: string;
    /**
     * Sanitized HTML.
     */
    content: string;
    /**
     * While true, residents are refused the game.
     */
    active: boolean;
    created_at: string;
    updated_at: string;
};

