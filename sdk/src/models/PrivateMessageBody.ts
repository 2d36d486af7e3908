/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A message of a private session.
 */
export type PrivateMessageBody = {
    id: number;
    author_id: number;
    /**
     * The author's main character name.
     */
    author_name: string;
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

