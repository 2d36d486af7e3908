/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminGlobalMessageBody } from '../models/AdminGlobalMessageBody';
import type { AdminPage_AdminGlobalMessageBody } from '../models/AdminPage_AdminGlobalMessageBody';
import type { AdminPage_AdminGlobalMessageReaderBody } from '../models/AdminPage_AdminGlobalMessageReaderBody';
import type { GlobalMessageSent } from '../models/GlobalMessageSent';
import type { MessageBody } from '../models/MessageBody';
import type { NewGlobalMessage } from '../models/NewGlobalMessage';
import type { UnreadGlobalMessages } from '../models/UnreadGlobalMessages';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AnnouncementsService {
    /**
     * The caller's unread announcements, the oldest first (at most 50). A player gets those
     * sent since their account was created. Polled every 60 s: answered 304 while the
     * `If-None-Match` tag is current (nothing sent, nothing closed).
     * @returns UnreadGlobalMessages The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static unreadGlobalMessages({
        ifNoneMatch,
    }: {
        ifNoneMatch?: string,
    }): CancelablePromise<UnreadGlobalMessages> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/global-notifications/unread',
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
     * The caller closed an announcement; it is not shown to them again.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static markGlobalMessageRead({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/global-notifications/mark-read/{id}',
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
     * Sends an announcement to every account (admins; at most 10 an hour).
     * @returns GlobalMessageSent Sent to every account there is now.
     * @throws ApiError
     */
    public static adminSendGlobalMessage({
        requestBody,
    }: {
        requestBody: NewGlobalMessage,
    }): CancelablePromise<GlobalMessageSent> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/sendGlobalMessage',
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
     * Sent announcements, the newest first, with their reach: rows `_start`..`_end`.
     * @returns AdminPage_AdminGlobalMessageBody
     * @throws ApiError
     */
    public static adminListGlobalMessages({
        start,
        end,
    }: {
        start?: number,
        end?: number,
    }): CancelablePromise<AdminPage_AdminGlobalMessageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/globalMessages',
            query: {
                '_start': start,
                '_end': end,
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
     * One sent announcement with its reach.
     * @returns AdminGlobalMessageBody
     * @throws ApiError
     */
    public static adminGetGlobalMessage({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminGlobalMessageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/globalMessages/{id}',
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
     * Who closed it, the most recent first: rows `_start`..`_end`.
     * @returns AdminPage_AdminGlobalMessageReaderBody
     * @throws ApiError
     */
    public static adminGlobalMessageReaders({
        id,
        start,
        end,
    }: {
        id: number,
        start?: number,
        end?: number,
    }): CancelablePromise<AdminPage_AdminGlobalMessageReaderBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/globalMessages/{id}/readers',
            path: {
                'id': id,
            },
            query: {
                '_start': start,
                '_end': end,
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
