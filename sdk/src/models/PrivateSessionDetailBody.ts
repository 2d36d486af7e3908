/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrivateMessageBody } from './PrivateMessageBody';
import type { PrivateParticipantBody } from './PrivateParticipantBody';
import type { PrivateSessionBody } from './PrivateSessionBody';
/**
 * A private session with its participants and messages (all, or the page asked for).
 */
export type PrivateSessionDetailBody = {
    session: PrivateSessionBody;
    participants: Array<PrivateParticipantBody>;
    messages: Array<PrivateMessageBody>;
};

