/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A character choice: `main` or `secondary` with the character's id, or `narrator`.
 */
export type ChangeCharacterBody = {
    characterType?: string;
    characterId?: number;
};

