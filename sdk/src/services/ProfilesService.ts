/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApprovalBody } from '../models/ApprovalBody';
import type { CreatedSecondaryBody } from '../models/CreatedSecondaryBody';
import type { CreateSecondaryBody } from '../models/CreateSecondaryBody';
import type { DescriptionBody } from '../models/DescriptionBody';
import type { MagicBody } from '../models/MagicBody';
import type { MessageBody } from '../models/MessageBody';
import type { ProfileBody } from '../models/ProfileBody';
import type { SavedDescriptionBody } from '../models/SavedDescriptionBody';
import type { SecondaryListBody } from '../models/SecondaryListBody';
import type { StatusBody } from '../models/StatusBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ProfilesService {
    /**
     * A main character's profile by account id; `editable` tells whether the caller may edit it.
     * Polled by the site's player card every 30 s: answered 304 while the `If-None-Match` tag
     * is current (nothing written to the character or its fighter, no new stamina period).
     * @returns ProfileBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static getProfile({
        id,
        ifNoneMatch,
    }: {
        id: number,
        ifNoneMatch?: string,
    }): CancelablePromise<ProfileBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/home/profile/{id}',
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
     * Set the main character's status line (own profile only, at most 128 characters).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static setProfileStatus({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: StatusBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/{id}/status',
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
     * Set a main character's description (rich HTML, sanitized): the caller's own, or any for admins.
     * @returns SavedDescriptionBody Saved; the answer carries the description as stored (sanitized).
     * @throws ApiError
     */
    public static setProfileDescription({
        requestBody,
    }: {
        requestBody: DescriptionBody,
    }): CancelablePromise<SavedDescriptionBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/home/profile/edit',
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
     * Approve or unapprove a main character (admins only).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static setProfileApproval({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ApprovalBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/{id}/approval',
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
     * Choose the main character's magic once ('Tak' or 'Nie').
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static chooseProfileMagic({
        requestBody,
    }: {
        requestBody: MagicBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/magic',
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
     * An account's secondary characters (the path's id is the account id).
     * @returns SecondaryListBody The account's secondary characters (an empty list when there are none).
     * @throws ApiError
     */
    public static listSecondaryCharacters({
        id,
    }: {
        id: number,
    }): CancelablePromise<SecondaryListBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/secondary-characters/{id}',
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
     * Delete a secondary character with its card (its owner or an admin).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteSecondaryCharacter({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/secondary-characters/{id}',
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
     * Create a secondary character for oneself (at most two: slots 1 and 2).
     * @returns CreatedSecondaryBody Created.
     * @throws ApiError
     */
    public static createSecondaryCharacter({
        requestBody,
    }: {
        requestBody: CreateSecondaryBody,
    }): CancelablePromise<CreatedSecondaryBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/secondary-characters',
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
     * Set a secondary character's status line (its owner only).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static setSecondaryStatus({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: StatusBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/status',
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
     * Set a secondary character's description (rich HTML, sanitized).
     * @returns SavedDescriptionBody Saved; the answer carries the description as stored (sanitized).
     * @throws ApiError
     */
    public static setSecondaryDescription({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: DescriptionBody,
    }): CancelablePromise<SavedDescriptionBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/description',
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
     * Approve or unapprove a secondary character (admins only).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static setSecondaryApproval({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ApprovalBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/approval',
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
     * Choose a secondary character's magic once ('Tak' or 'Nie').
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static chooseSecondaryMagic({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: MagicBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/magic',
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
}
