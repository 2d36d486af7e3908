/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The active announcement that blocks the game for residents, if any.
 */
export type ResidentMessageBody = {
    success: boolean;
    hasMessage: boolean;
    title?: string | null;
    content?: string | null;
    createdAt?: string | null;
    updatedAt?: string | null;
};

