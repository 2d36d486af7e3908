/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MarkNotificationsRead } from '../models/MarkNotificationsRead';
import type { NotificationPage } from '../models/NotificationPage';
import type { NotificationSettings } from '../models/NotificationSettings';
import type { NotificationSettingsChange } from '../models/NotificationSettingsChange';
import type { PushEndpoint } from '../models/PushEndpoint';
import type { PushKey } from '../models/PushKey';
import type { PushSubscription } from '../models/PushSubscription';
import type { UnreadNotifications } from '../models/UnreadNotifications';
import type { Unsubscribed } from '../models/Unsubscribed';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class NotificationsService {
    /**
     * The caller's notices, newest first: page `page` (from 1) of `limit` (20 by default, at
     * most 50), with the unread count and the number of pages. Conditional: send the `ETag`
     * back in `If-None-Match` for a 304 while nothing changed.
     * @returns NotificationPage The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static listNotifications({
        page,
        limit,
        ifNoneMatch,
    }: {
        page?: number,
        limit?: number,
        ifNoneMatch?: string,
    }): CancelablePromise<NotificationPage> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/notifications',
            headers: {
                'If-None-Match': ifNoneMatch,
            },
            query: {
                'page': page,
                'limit': limit,
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
     * Marks the caller's notices read: `{ "ids": [...] }` (at most 100; others' ids are passed
     * over) or `{ "all": true }`. Answers the unread count left.
     * @returns UnreadNotifications
     * @throws ApiError
     */
    public static markNotificationsRead({
        requestBody,
    }: {
        requestBody: MarkNotificationsRead,
    }): CancelablePromise<UnreadNotifications> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/notifications/read',
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
     * The caller's notification settings (the defaults until changed: everything in the site,
     * a daily e-mail digest of replies, messages and mentions, push off).
     * @returns NotificationSettings
     * @throws ApiError
     */
    public static notificationSettings(): CancelablePromise<NotificationSettings> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/notifications/settings',
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
     * Changes the caller's notification settings: the kinds given, the digest when given.
     * @returns NotificationSettings
     * @throws ApiError
     */
    public static saveNotificationSettings({
        requestBody,
    }: {
        requestBody: NotificationSettingsChange,
    }): CancelablePromise<NotificationSettings> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/notifications/settings',
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
     * A digest's one-click unsubscribe link (RFC 8058; no login): the player's e-mail notices
     * are turned off for every kind. A link works once (every link of that player stops
     * working); an unknown or used one is refused. Mail clients send
     * `List-Unsubscribe=One-Click` as the body, which is not needed.
     * @returns Unsubscribed E-mail notices are off.
     * @throws ApiError
     */
    public static unsubscribeNotifications({
        token,
    }: {
        token: string,
    }): CancelablePromise<Unsubscribed> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/notifications/unsubscribe/{token}',
            path: {
                'token': token,
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
     * The key browsers subscribe to this site's pushes with (the same on every server of it).
     * @returns PushKey
     * @throws ApiError
     */
    public static pushKey(): CancelablePromise<PushKey> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/push/key',
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
     * Keeps this browser's subscription for the caller: their notices whose kind has push on
     * are sent to it. The same endpoint again is updated (and taken over from another account
     * that had it); an account keeps 10, a further one replaces its oldest. 30 changes an hour.
     * @returns void
     * @throws ApiError
     */
    public static subscribePush({
        requestBody,
    }: {
        requestBody: PushSubscription,
    }): CancelablePromise<void> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/push/subscriptions',
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
     * Forgets the caller's subscription with this endpoint (nothing is sent to it any more);
     * an unknown endpoint is no error.
     * @returns void
     * @throws ApiError
     */
    public static unsubscribePush({
        requestBody,
    }: {
        requestBody: PushEndpoint,
    }): CancelablePromise<void> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/push/subscriptions',
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
