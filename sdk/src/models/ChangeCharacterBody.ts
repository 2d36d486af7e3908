/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A character choice: `main` or `secondary` with the character's id, or `narrator`.
 */
export type ChangeCharacterBody = {
    characterType: CharacterType;
    characterId?: number | null;
};

