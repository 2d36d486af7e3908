/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A message of a general session.
 */
export type GeneralMessageBody = {
    id: number;
    user_id: number;
    /**
     * The author's main character name.
     */
    username: string;
    /**
     * Sanitized HTML.
     */
    message: string;
    character_type: CharacterType;
    character_id?: number | null;
    character_name: string;
    character_avatar?: string | null;
    created_at: string;
    edited_at?: string | null;
};

