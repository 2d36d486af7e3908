/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One of an account's characters.
 */
export type UserCharacterBody = {
    id: number;
    name: string;
    avatar?: string | null;
    race: string;
    gender: string;
    /**
     * 0 for the main character, 1 or 2 for secondary ones.
     */
    characterNumber: number;
};

