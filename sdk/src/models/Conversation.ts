/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A conversation as the caller sees it.
 */
export type Conversation = {
    id: number;
    /**
     * The subject.
     */
    name: string;
    created_at: string;
    /**
     * When the last message was written.
     */
    last_activity: string;
    /**
     * Up to when the caller has read it; unread when missing or before `last_activity`.
     */
    seen_at?: string | null;
    /**
     * Always true: only members are ever shown a conversation.
     */
    is_participant: boolean;
    other_user_id: number;
    /**
     * The other player's main-character name.
     */
    other_user_name?: string | null;
    /**
     * The other player deleted the conversation: it can be read, not answered.
     */
    other_user_left: boolean;
};

