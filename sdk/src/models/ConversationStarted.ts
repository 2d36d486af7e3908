/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where the first message went.
 */
export type ConversationStarted = {
    conversationId: number;
    /**
     * The two already had an open conversation with this subject: the message joined it.
     */
    existing: boolean;
    /**
     * 'Wiadomość wysłana!'
     */
    message: string;
};

