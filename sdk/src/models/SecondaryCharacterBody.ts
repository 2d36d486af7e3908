/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character (spec 1 §3).
 */
export type SecondaryCharacterBody = {
    id: number;
    userId: number;
    name: string;
    race: string;
    gender: string;
    age?: number | null;
    magic?: string | null;
    rank?: string | null;
    description: string;
    achievements: string;
    status: string;
    approved: boolean;
    avatar?: string | null;
    /**
     * Slot 1 or 2.
     */
    characterNumber: number;
};

