/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A new private session.
 */
export type CreatePrivateSessionBody = {
    title?: string;
    /**
     * Invited account ids.
     */
    participantIds?: Array<number>;
    characterType?: CharacterType | null;
    characterId?: number | null;
    message?: string | null;
};

