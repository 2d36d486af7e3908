/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A new general session.
 */
export type CreateGeneralSessionBody = {
    title?: string;
    /**
     * Invited account ids.
     */
    users?: Array<number>;
    /**
     * The owner's character; their main one when absent.
     */
    characterType?: CharacterType | null;
    characterId?: number | null;
    /**
     * The first message (rich HTML); it may also be posted afterwards.
     */
    message?: string | null;
};

