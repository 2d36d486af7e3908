/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A first message to another player.
 */
export type NewConversation = {
    receiver_id: number;
    subject?: string;
    /**
     * Rich HTML.
     */
    content?: string;
};

