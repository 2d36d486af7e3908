/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * The character someone is inside as, by account.
 */
export type TavernParticipantCharacter = {
    user_id: number;
    type: CharacterType;
    id?: number | null;
    name: string;
    avatar?: string | null;
};

