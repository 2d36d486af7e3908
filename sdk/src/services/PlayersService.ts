/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterResetBody } from '../models/CharacterResetBody';
import type { MessageBody } from '../models/MessageBody';
import type { OnlineUsersBody } from '../models/OnlineUsersBody';
import type { PlayerProfileBody } from '../models/PlayerProfileBody';
import type { PlayersBody } from '../models/PlayersBody';
import type { PlayerStatusBody } from '../models/PlayerStatusBody';
import type { UserAnswerBody } from '../models/UserAnswerBody';
import type { UserCharactersBody } from '../models/UserCharactersBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class PlayersService {
    /**
     * Who is online (active in the last five minutes), by account id: all (at most the first
     * 1,000), or the first `limit`, with the `total`. Polled every 15 s; the list is at most a few seconds old, and
     * 304 answers a current `If-None-Match`.
     * @returns OnlineUsersBody The answer, with the tag to send back in `If-None-Match`.
     * @throws ApiError
     */
    public static onlineUsers({
        limit,
        ifNoneMatch,
    }: {
        limit?: number,
        ifNoneMatch?: string,
    }): CancelablePromise<OnlineUsersBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/online-users',
            headers: {
                'If-None-Match': ifNoneMatch,
            },
            query: {
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
     * The players list by account id; `race` is '', wampir, wilkołak, mag, osadzony or
     * straznik. With `page` (from 1) one page of 50 (a page past the end is empty); without it
     * the whole list, at most its first 1,000 players (core's `MAX_WHOLE_PLAYERS_LIST`; the
     * pages hold them all). `total` counts every player the filter selects. Admins also get the
     * registration time and last address.
     * @returns PlayersBody The players list.
     * @throws ApiError
     */
    public static listPlayers({
        race,
        page,
    }: {
        race?: string,
        page?: number,
    }): CancelablePromise<PlayersBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/players',
            query: {
                'race': race,
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
     * Set one's own looking-for-a-session status: looking, maybe or not_looking.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static setPlayerStatus({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: PlayerStatusBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/{id}/player-status',
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
     * An account as others see it.
     * @returns UserAnswerBody The account.
     * @throws ApiError
     */
    public static getUser({
        id,
    }: {
        id: number,
    }): CancelablePromise<UserAnswerBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/users/{id}',
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
     * An account's characters (main and secondary).
     * @returns UserCharactersBody The account's characters, main first.
     * @throws ApiError
     */
    public static getUserCharacters({
        id,
    }: {
        id: number,
    }): CancelablePromise<UserCharactersBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/users/{id}/characters',
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
     * The caller's main character for the stats card: its stats and hidden information, which
     * admins keep in the admin panel.
     * @returns PlayerProfileBody The caller's main character for the stats card.
     * @throws ApiError
     */
    public static playerProfile(): CancelablePromise<PlayerProfileBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/player-profile',
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
     * Delete all of one's characters after confirming the password; then a new main character
     * is created.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static resetCharacter({
        requestBody,
    }: {
        requestBody: CharacterResetBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/character/reset',
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
