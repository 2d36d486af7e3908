/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ChangeCharacterBody } from '../models/ChangeCharacterBody';
import type { MessageBody } from '../models/MessageBody';
import type { NewTavernEvent } from '../models/NewTavernEvent';
import type { PostTavernMessage } from '../models/PostTavernMessage';
import type { TavernEvent } from '../models/TavernEvent';
import type { TavernEvents } from '../models/TavernEvents';
import type { TavernMessageBody } from '../models/TavernMessageBody';
import type { TavernMessages } from '../models/TavernMessages';
import type { TavernMyCharacter } from '../models/TavernMyCharacter';
import type { TavernParticipants } from '../models/TavernParticipants';
import type { TavernRoomEntered } from '../models/TavernRoomEntered';
import type { TavernRooms } from '../models/TavernRooms';
import type { TavernStatus } from '../models/TavernStatus';
import type { TavernTyping } from '../models/TavernTyping';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class TavernService {
    /**
     * Every room with the number of people in it.
     * @returns TavernRooms Every room, in order, with its people.
     * @throws ApiError
     */
    public static tavernRooms(): CancelablePromise<TavernRooms> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/rooms',
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
     * Moves the caller, who is inside, into a room.
     * @returns TavernRoomEntered The room the caller is now in.
     * @throws ApiError
     */
    public static enterTavernRoom({
        id,
    }: {
        id: number,
    }): CancelablePromise<TavernRoomEntered> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/rooms/{id}/enter',
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
     * Whether the caller is inside, as whom and where.
     * @returns TavernStatus Where the caller is.
     * @throws ApiError
     */
    public static tavernStatus(): CancelablePromise<TavernStatus> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/status',
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
     * Goes inside as one of one's characters or as the narrator; the room comes next.
     * @returns TavernStatus Where the caller is.
     * @throws ApiError
     */
    public static enterTavern({
        requestBody,
    }: {
        requestBody: ChangeCharacterBody,
    }): CancelablePromise<TavernStatus> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/enter',
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
     * Goes outside.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static leaveTavern(): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/leave',
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
     * The character the caller is inside as.
     * @returns TavernMyCharacter The character the caller is inside as.
     * @throws ApiError
     */
    public static tavernMyCharacter(): CancelablePromise<TavernMyCharacter> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/myCharacter',
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
     * Switches to another of one's characters, or the narrator.
     * @returns TavernMyCharacter The character the caller is inside as.
     * @throws ApiError
     */
    public static changeTavernCharacter({
        requestBody,
    }: {
        requestBody: ChangeCharacterBody,
    }): CancelablePromise<TavernMyCharacter> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/changeCharacter',
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
     * One page of a room's messages: page 1 the newest, 30 a page by default.
     * @returns TavernMessages One page of the room.
     * @throws ApiError
     */
    public static tavernMessages({
        id,
        page,
        limit,
    }: {
        id: number,
        page?: number,
        limit?: number,
    }): CancelablePromise<TavernMessages> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/rooms/{id}/messages',
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
     * Posts in the room the caller is in.
     * @returns TavernMessageBody The message as stored (sanitized); it is also pushed to every socket in the room.
     * @throws ApiError
     */
    public static postTavernMessage({
        requestBody,
    }: {
        requestBody: PostTavernMessage,
    }): CancelablePromise<TavernMessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/messages',
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
     * Tells the room the caller is writing ("…pisze"), at most every two seconds.
     * @returns void
     * @throws ApiError
     */
    public static tavernTyping({
        requestBody,
    }: {
        requestBody: TavernTyping,
    }): CancelablePromise<void> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/typing',
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
     * People inside and online, with their characters and rooms.
     * @returns TavernParticipants People inside and online, polled every 30 s.
     * @throws ApiError
     */
    public static tavernParticipants(): CancelablePromise<TavernParticipants> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/activeParticipants',
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
     * The events board.
     * @returns TavernEvents Today's and coming events, soonest first.
     * @throws ApiError
     */
    public static tavernEvents(): CancelablePromise<TavernEvents> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/tavern/events',
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
     * Adds an event (admins).
     * @returns TavernEvent The added event.
     * @throws ApiError
     */
    public static addTavernEvent({
        requestBody,
    }: {
        requestBody: NewTavernEvent,
    }): CancelablePromise<TavernEvent> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/tavern/events',
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
     * Deletes an event (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteTavernEvent({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/tavern/events/{id}',
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
