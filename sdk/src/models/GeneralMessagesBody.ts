/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GeneralMessageBody } from './GeneralMessageBody';
/**
 * One page of a session's messages (the spec's `messages[]`), oldest first.
 */
export type GeneralMessagesBody = {
    messages: Array<GeneralMessageBody>;
};

