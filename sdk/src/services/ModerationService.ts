/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AccountDeletedBody } from '../models/AccountDeletedBody';
import type { BlockUser } from '../models/BlockUser';
import type { DeletionPreviewBody } from '../models/DeletionPreviewBody';
import type { MessageBody } from '../models/MessageBody';
import type { PrisonStatusBody } from '../models/PrisonStatusBody';
import type { ReleaseUser } from '../models/ReleaseUser';
import type { ResidentMessageBody } from '../models/ResidentMessageBody';
import type { ResidentMessageChanged } from '../models/ResidentMessageChanged';
import type { ResidentMessageForm } from '../models/ResidentMessageForm';
import type { ResidentMessages } from '../models/ResidentMessages';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ModerationService {
    /**
     * Whether the caller sits in prison, until when and how many (started) days are left. It
     * takes the account, not the game's admission: a prisoner must be able to ask.
     * @returns PrisonStatusBody The prison status.
     * @throws ApiError
     */
    public static checkPrisonStatus(): CancelablePromise<PrisonStatusBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/check-prison-status',
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
     * Puts a player in prison for `days` days (admins): every game call is refused and their
     * live sockets close at once; the release comes by itself.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminBlockUser({
        requestBody,
    }: {
        requestBody: BlockUser,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/blockUser',
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
     * Lets a prisoner out before the sentence ends (admins; beyond the spec).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminReleaseUser({
        requestBody,
    }: {
        requestBody: ReleaseUser,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/releaseUser',
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
     * What deleting an account would take with it (admins).
     * @returns DeletionPreviewBody
     * @throws ApiError
     */
    public static adminUserDeletionPreview({
        userId,
    }: {
        userId: number,
    }): CancelablePromise<DeletionPreviewBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/user-deletion-preview/{user_id}',
            path: {
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
    /**
     * Deletes an account with its characters, posts, messages, conversations and the sessions
     * it started (admins, never their own); its tokens and live sockets die at once.
     * @returns AccountDeletedBody
     * @throws ApiError
     */
    public static adminDeleteUser({
        userId,
    }: {
        userId: number,
    }): CancelablePromise<AccountDeletedBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/admin/delete-user/{user_id}',
            path: {
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
    /**
     * The active resident message, if any: while there is one, residents are refused the game.
     * No login needed.
     * @returns ResidentMessageBody The block announcement status.
     * @throws ApiError
     */
    public static checkResidentMessage(): CancelablePromise<ResidentMessageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/check-resident-message',
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
     * Every resident message, the newest first (admins; at most 100 are kept).
     * @returns ResidentMessages
     * @throws ApiError
     */
    public static adminResidentMessages(): CancelablePromise<ResidentMessages> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/resident-messages',
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
     * Adds a resident message, inactive until toggled on (admins).
     * @returns ResidentMessageChanged
     * @throws ApiError
     */
    public static adminAddResidentMessage({
        requestBody,
    }: {
        requestBody: ResidentMessageForm,
    }): CancelablePromise<ResidentMessageChanged> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/resident-messages',
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
     * Changes a resident message's title and content (admins).
     * @returns ResidentMessageChanged
     * @throws ApiError
     */
    public static adminUpdateResidentMessage({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ResidentMessageForm,
    }): CancelablePromise<ResidentMessageChanged> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/resident-messages/{id}',
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
     * Deletes a resident message for good (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminDeleteResidentMessage({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/admin/resident-messages/{id}',
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
     * Turns a resident message on (any other goes off; residents are refused the game) or off.
     * @returns ResidentMessageChanged
     * @throws ApiError
     */
    public static adminToggleResidentMessage({
        id,
    }: {
        id: number,
    }): CancelablePromise<ResidentMessageChanged> {
        return __request(OpenAPI, {
            method: 'PATCH',
            url: '/admin/resident-messages/{id}/toggle',
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
}
