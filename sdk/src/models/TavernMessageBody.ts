/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A message: its author's account and main-character name, the character it speaks as.
 */
export type TavernMessageBody = {
    id: number;
    /**
     * Sanitized HTML.
     */
    message: string;
    user_id: number;
    author_name: string;
    character_name: string;
    character_type: CharacterType;
    character_id?: number | null;
    character_avatar?: string | null;
    created_at: string;
    room_id: number;
};

