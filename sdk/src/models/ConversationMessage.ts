/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A message of a conversation.
 */
export type ConversationMessage = {
    id: number;
    conversation_id: number;
    sender_id: number;
    /**
     * The sender's main-character name.
     */
    sender_name?: string | null;
    /**
     * Sanitized HTML.
     */
    content: string;
    created_at: string;
};

