/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * Someone inside and online.
 */
export type TavernParticipant = {
    user_id: number;
    /**
     * Their main character's name.
     */
    name: string;
    room_id?: number | null;
    room_name?: string | null;
    character_name: string;
    character_type: CharacterType;
};

