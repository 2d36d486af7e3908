/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * The caller's character in a session.
 */
export type CurrentCharacterBody = {
    character_type: CharacterType;
    /**
     * None for the narrator.
     */
    character_id?: number | null;
    character_name: string;
    character_avatar?: string | null;
};

