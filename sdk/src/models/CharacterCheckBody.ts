/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Whether the account has its main character.
 */
export type CharacterCheckBody = {
    hasCharacter: boolean;
    /**
     * The character's name, when there is one.
     */
    user?: string | null;
    race?: string | null;
    gender?: string | null;
};

