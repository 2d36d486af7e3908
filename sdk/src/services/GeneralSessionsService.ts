/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AddMembersBody } from '../models/AddMembersBody';
import type { ChangeCharacterBody } from '../models/ChangeCharacterBody';
import type { CreatedSessionBody } from '../models/CreatedSessionBody';
import type { CreateGeneralSessionBody } from '../models/CreateGeneralSessionBody';
import type { CurrentCharacterBody } from '../models/CurrentCharacterBody';
import type { EditMessageBody } from '../models/EditMessageBody';
import type { GeneralMessageBody } from '../models/GeneralMessageBody';
import type { GeneralMessagesBody } from '../models/GeneralMessagesBody';
import type { GeneralSessionBody } from '../models/GeneralSessionBody';
import type { GeneralSessionPageBody } from '../models/GeneralSessionPageBody';
import type { GeneralSessionsBody } from '../models/GeneralSessionsBody';
import type { MessageBody } from '../models/MessageBody';
import type { ParticipantCharacterBody } from '../models/ParticipantCharacterBody';
import type { PostMessageBody } from '../models/PostMessageBody';
import type { SeenBody } from '../models/SeenBody';
import type { SeenResultBody } from '../models/SeenResultBody';
import type { UnreadSessionsBody } from '../models/UnreadSessionsBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class GeneralSessionsService {
    /**
     * The caller's open sessions of both kinds with activity they have not seen (the
     * sidebar's markers), polled every 10 s; 304 to a current `If-None-Match`.
     * @returns UnreadSessionsBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static unreadSessions({
        ifNoneMatch,
    }: {
        ifNoneMatch?: string,
    }): CancelablePromise<UnreadSessionsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/sessions/unread',
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
     * The open sessions of this kind the caller may read (every general one, the
     * caller's private ones), most recently active first and at most 500 of them
     * (core's `MAX_WHOLE_LIST`; the pages hold them all), polled every 10 s; 304 to a
     * current `If-None-Match`.
     * @returns GeneralSessionsBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static listGeneralSessions({
        ifNoneMatch,
    }: {
        ifNoneMatch?: string,
    }): CancelablePromise<GeneralSessionsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions',
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
     * Creates a session owned by the caller with the accounts it invites.
     * @returns CreatedSessionBody Created; the caller owns it.
     * @throws ApiError
     */
    public static createGeneralSession({
        requestBody,
    }: {
        requestBody: CreateGeneralSessionBody,
    }): CancelablePromise<CreatedSessionBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/generalSessions',
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
     * One page (20, from 1) of the open sessions of this kind, most recently active
     * first: what the site shows and polls; 304 to a current `If-None-Match`.
     * @returns GeneralSessionPageBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static generalSessionsPage({
        page,
        ifNoneMatch,
    }: {
        page?: number,
        ifNoneMatch?: string,
    }): CancelablePromise<GeneralSessionPageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/page',
            headers: {
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'page': page,
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
     * The closed sessions of this kind the caller may read, most recently active first
     * and at most 500 of them (core's `MAX_WHOLE_LIST`): the spec's whole list, kept
     * for other clients; `…/archive/page` holds them all.
     * @returns GeneralSessionsBody Sessions, most recently active first.
     * @throws ApiError
     */
    public static generalSessionsArchive(): CancelablePromise<GeneralSessionsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/archive',
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
     * One page (20, from 1) of the closed sessions, most recently active first: what
     * the site's archive shows; `total` counts them all, a page past the end is empty.
     * @returns GeneralSessionPageBody
     * @throws ApiError
     */
    public static generalSessionsArchivePage({
        page,
    }: {
        page?: number,
    }): CancelablePromise<GeneralSessionPageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/archive/page',
            query: {
                'page': page,
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
     * Messages, oldest first, one page of `limit` (20 unless asked, at most 50): page 1
     * is the oldest; without `page`, the last page. The session's `message_count`
     * tells the pages. Outsiders of a private session get 404.
     * @returns GeneralMessagesBody Messages, oldest first.
     * @throws ApiError
     */
    public static getGeneralSessionMessages({
        id,
        page,
        limit,
    }: {
        id: number,
        page?: number,
        limit?: number,
    }): CancelablePromise<GeneralMessagesBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/{id}/messages',
            path: {
                'id': id,
            },
            query: {
                'page': page,
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
     * Posts a message (participants of an open session).
     * @returns GeneralMessageBody The message as stored (sanitized).
     * @throws ApiError
     */
    public static postGeneralSessionMessage({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: PostMessageBody,
    }): CancelablePromise<GeneralMessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/generalSessions/{id}/messages',
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
     * The character each participant writes as, by account id, polled every 10 s on the
     * session's page; 304 to a current `If-None-Match`.
     * @returns ParticipantCharacterBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static generalSessionParticipantsCharacters({
        id,
        ifNoneMatch,
    }: {
        id: number,
        ifNoneMatch?: string,
    }): CancelablePromise<Record<string, ParticipantCharacterBody>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/{id}/participantsCharacters',
            path: {
                'id': id,
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
     * Edits one's own message.
     * @returns GeneralMessageBody The message as stored (sanitized).
     * @throws ApiError
     */
    public static editGeneralSessionMessage({
        id,
        messageId,
        requestBody,
    }: {
        id: number,
        messageId: number,
        requestBody: EditMessageBody,
    }): CancelablePromise<GeneralMessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/generalSessions/{id}/messages/{message_id}',
            path: {
                'id': id,
                'message_id': messageId,
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
     * Closes the session (owner).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static closeGeneralSession({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PATCH',
            url: '/generalSessions/{id}/close',
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
     * Reopens the session (owner).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static reopenGeneralSession({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PATCH',
            url: '/generalSessions/{id}/reopen',
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
     * Marks the session seen up to `seenAt` (participants).
     * @returns SeenResultBody The seen marker as stored.
     * @throws ApiError
     */
    public static markGeneralSessionSeen({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: SeenBody,
    }): CancelablePromise<SeenResultBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/generalSessions/{id}/seen',
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
     * The character the caller writes as here.
     * @returns CurrentCharacterBody The caller's character in the session.
     * @throws ApiError
     */
    public static getGeneralSessionCharacter({
        id,
    }: {
        id: number,
    }): CancelablePromise<CurrentCharacterBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/{id}/myCharacter',
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
     * Writes as another of one's characters, or as the narrator, from now on.
     * @returns CurrentCharacterBody The caller's character in the session.
     * @throws ApiError
     */
    public static changeGeneralSessionCharacter({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ChangeCharacterBody,
    }): CancelablePromise<CurrentCharacterBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/generalSessions/{id}/changeCharacter',
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
     * A session with its participants, polled every 10 s on its page; 304 to a current
     * `If-None-Match`.
     * @returns GeneralSessionBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static getGeneralSession({
        id,
        ifNoneMatch,
    }: {
        id: number,
        ifNoneMatch?: string,
    }): CancelablePromise<GeneralSessionBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/generalSessions/{id}',
            path: {
                'id': id,
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
     * Invites more participants (owner).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static addGeneralSessionMembers({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: AddMembersBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/generalSessions/{id}/addMembers',
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
     * Removes a participant (owner; never the owner).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static removeGeneralSessionMember({
        id,
        userId,
    }: {
        id: number,
        userId: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/generalSessions/{id}/members/{user_id}',
            path: {
                'id': id,
                'user_id': userId,
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
}
