/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A reply.
 */
export type ConversationReply = {
    conversation_id: number;
    /**
     * Rich HTML.
     */
    content?: string;
};

