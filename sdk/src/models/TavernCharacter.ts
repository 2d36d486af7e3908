/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * The character a player is inside as: one of theirs, or the narrator (no id).
 */
export type TavernCharacter = {
    type: CharacterType;
    id?: number | null;
    name: string;
    avatar?: string | null;
};

