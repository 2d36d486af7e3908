/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A character suggested for a field that wants a player or a character.
 */
export type CharacterSuggestion = {
    /**
     * The character's id.
     */
    id: number;
    name: string;
    /**
     * Its player's account id.
     */
    userId: number;
    /**
     * Whether it is the player's main character (else a secondary one).
     */
    main: boolean;
    avatar?: string | null;
};

