/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
import type { GeneralParticipantBody } from './GeneralParticipantBody';
/**
 * A general session, in the lists and the detail view.
 */
export type GeneralSessionBody = {
    id: number;
    title: string;
    closed: boolean;
    /**
     * The owner's account id.
     */
    created_by: number;
    created_by_name: string;
    created_at: string;
    last_activity: string;
    /**
     * The last message's author (main character name); none before the first message.
     */
    last_author?: string | null;
    last_author_id?: number | null;
    last_character_name?: string | null;
    last_character_type?: CharacterType | null;
    is_participant: boolean;
    participant_count: number;
    /**
     * When the caller last saw the session (participants only).
     */
    seen_at?: string | null;
    participants: Array<GeneralParticipantBody>;
    /**
     * How many messages the session holds (for paging).
     */
    message_count: number;
};

