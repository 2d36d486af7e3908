/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A message to post. Later messages send `isNarrator`; the first one names its character.
 */
export type PostMessageBody = {
    /**
     * Rich HTML.
     */
    message?: string;
    /**
     * This message only, as the narrator.
     */
    isNarrator?: boolean;
    /**
     * Write as this character from now on.
     */
    characterType?: CharacterType | null;
    characterId?: number | null;
};

