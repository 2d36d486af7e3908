/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Conversation } from '../models/Conversation';
import type { ConversationMessage } from '../models/ConversationMessage';
import type { ConversationReply } from '../models/ConversationReply';
import type { ConversationStarted } from '../models/ConversationStarted';
import type { MessageBody } from '../models/MessageBody';
import type { NewConversation } from '../models/NewConversation';
import type { SeenBody } from '../models/SeenBody';
import type { SeenResultBody } from '../models/SeenResultBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class MessagesService {
    /**
     * The caller's own conversations (`userId` must be the caller), polled every 10 s.
     * @returns Conversation The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static userConversations({
        userId,
        ifNoneMatch,
    }: {
        userId: number,
        ifNoneMatch?: string,
    }): CancelablePromise<Array<Conversation>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/conversations/user/{userId}',
            path: {
                'userId': userId,
            },
            headers: {
                'If-None-Match': ifNoneMatch,
            },
            errors: {
                304: `Nothing changed since the answer the \`If-None-Match\` tag names.`,
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Starts a conversation by its first message. When the two already have an open
     * conversation with this subject (case aside), the message goes there: `existing`.
     * @returns ConversationStarted
     * @throws ApiError
     */
    public static startConversation({
        requestBody,
    }: {
        requestBody: NewConversation,
    }): CancelablePromise<ConversationStarted> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/conversations',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * One conversation.
     * @returns Conversation
     * @throws ApiError
     */
    public static getConversation({
        id,
    }: {
        id: number,
    }): CancelablePromise<Conversation> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/conversations/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Its messages, oldest first: the newest `limit` (100 by default, at most 200), or the
     * `limit` before message `before` to read further back.
     * @returns ConversationMessage Messages, oldest first.
     * @throws ApiError
     */
    public static conversationMessages({
        id,
        before,
        limit,
    }: {
        id: number,
        before?: number,
        limit?: number,
    }): CancelablePromise<Array<ConversationMessage>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/conversations/{id}/messages',
            path: {
                'id': id,
            },
            query: {
                'before': before,
                'limit': limit,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Marks it read up to `seenAt` (now when absent).
     * @returns SeenResultBody
     * @throws ApiError
     */
    public static markConversationSeen({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: SeenBody,
    }): CancelablePromise<SeenResultBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/conversations/{id}/seen',
            path: {
                'id': id,
            },
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Deletes it for the caller, for good. The other member keeps reading it but can no
     * longer answer; once both have deleted it, it is removed with its messages.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteConversation({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/conversations/{id}/delete',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Answers in a conversation; the sender has then read it.
     * @returns ConversationMessage The message as stored (sanitized).
     * @throws ApiError
     */
    public static sendPrivateMessage({
        requestBody,
    }: {
        requestBody: ConversationReply,
    }): CancelablePromise<ConversationMessage> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/messages',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                408: `The body did not arrive within 60 seconds; answered before the operation runs, and the
                connection is closed.`,
                409: `Clashes with the current state.`,
                413: `The body is too large (1 MiB, uploads 6 MB); answered before the operation runs.`,
                415: `The body is not of the operation's media type (JSON, or multipart for uploads); answered
                before the operation runs.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
}
