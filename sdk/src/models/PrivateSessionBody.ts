/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A private session, in the lists and inside the detail view.
 */
export type PrivateSessionBody = {
    id: number;
    title: string;
    closed: boolean;
    owner_id: number;
    owner_name: string;
    created_at: string;
    last_activity: string;
    last_author?: string | null;
    last_character_name?: string | null;
    last_character_type?: CharacterType | null;
    /**
     * False only for an admin reading someone else's session.
     */
    is_participant: boolean;
    seen_at?: string | null;
    message_count: number;
};

