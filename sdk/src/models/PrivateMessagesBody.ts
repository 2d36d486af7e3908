/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrivateMessageBody } from './PrivateMessageBody';
/**
 * One page of a session's messages (the spec's `messages[]`), oldest first.
 */
export type PrivateMessagesBody = {
    messages: Array<PrivateMessageBody>;
};

