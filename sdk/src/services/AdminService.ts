/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminApprovalBody } from '../models/AdminApprovalBody';
import type { AdminCharacterBody } from '../models/AdminCharacterBody';
import type { AdminPage_AdminCharacterBody } from '../models/AdminPage_AdminCharacterBody';
import type { AdminPage_AdminSessionBody } from '../models/AdminPage_AdminSessionBody';
import type { AdminPage_AdminTavernRoomBody } from '../models/AdminPage_AdminTavernRoomBody';
import type { AdminPage_AdminUserBody } from '../models/AdminPage_AdminUserBody';
import type { AdminTavernRoomBody } from '../models/AdminTavernRoomBody';
import type { AdminTavernRoomForm } from '../models/AdminTavernRoomForm';
import type { AdminUserBody } from '../models/AdminUserBody';
import type { MessageBody } from '../models/MessageBody';
import type { RoleChangeBody } from '../models/RoleChangeBody';
import type { SessionKind } from '../models/SessionKind';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AdminService {
    /**
     * Accounts: rows `_start`..`_end`, sorted by `_sort` (id, email, role, createdAt,
     * lastSeenAt) in `_order` (ASC, DESC), searched by `q` (e-mail or character name).
     * @returns AdminPage_AdminUserBody One page of accounts.
     * @throws ApiError
     */
    public static adminListUsers({
        start,
        end,
        sort,
        order,
        q,
    }: {
        start?: number,
        end?: number,
        sort?: string,
        order?: string,
        q?: string,
    }): CancelablePromise<AdminPage_AdminUserBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/users',
            query: {
                '_start': start,
                '_end': end,
                '_sort': sort,
                '_order': order,
                'q': q,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * One account.
     * @returns AdminUserBody The account.
     * @throws ApiError
     */
    public static adminGetUser({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminUserBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/users/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change an account's role; the player's logins end.
     * @returns AdminUserBody The account.
     * @throws ApiError
     */
    public static adminSetUserRole({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: RoleChangeBody,
    }): CancelablePromise<AdminUserBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/users/{id}/role',
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Characters (main and secondary): rows `_start`..`_end`, sorted by `_sort` (id, name,
     * race, approved, createdAt) in `_order`, searched by `q` (name or owner's e-mail).
     * @returns AdminPage_AdminCharacterBody One page of characters.
     * @throws ApiError
     */
    public static adminListCharacters({
        start,
        end,
        sort,
        order,
        q,
    }: {
        start?: number,
        end?: number,
        sort?: string,
        order?: string,
        q?: string,
    }): CancelablePromise<AdminPage_AdminCharacterBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/characters',
            query: {
                '_start': start,
                '_end': end,
                '_sort': sort,
                '_order': order,
                'q': q,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * One character.
     * @returns AdminCharacterBody The character.
     * @throws ApiError
     */
    public static adminGetCharacter({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminCharacterBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/characters/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Approve or unapprove a character.
     * @returns AdminCharacterBody The character.
     * @throws ApiError
     */
    public static adminSetCharacterApproval({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: AdminApprovalBody,
    }): CancelablePromise<AdminCharacterBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/characters/{id}/approval',
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Roleplay sessions of both kinds, for moderation: rows `_start`..`_end`, sorted by `_sort`
     * (id, title, createdAt, lastActivity, messageCount) in `_order`, searched by `q` (title or
     * owner's name), `kind` = general or private.
     * @returns AdminPage_AdminSessionBody One page of sessions.
     * @throws ApiError
     */
    public static adminListSessions({
        start,
        end,
        sort,
        order,
        q,
        kind,
    }: {
        start?: number,
        end?: number,
        sort?: string,
        order?: string,
        q?: string,
        kind?: SessionKind,
    }): CancelablePromise<AdminPage_AdminSessionBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/sessions',
            query: {
                '_start': start,
                '_end': end,
                '_sort': sort,
                '_order': order,
                'q': q,
                'kind': kind,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Every tavern room in the order players see them, with who is in each and how much was
     * written there. The tavern has at most 50 rooms, so this is one page.
     * @returns AdminPage_AdminTavernRoomBody Every room, in the players' order (at most 50).
     * @throws ApiError
     */
    public static adminListTavernRooms(): CancelablePromise<AdminPage_AdminTavernRoomBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/tavernRooms',
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Adds a room at the end of the list.
     * @returns AdminTavernRoomBody The room.
     * @throws ApiError
     */
    public static adminCreateTavernRoom({
        requestBody,
    }: {
        requestBody: AdminTavernRoomForm,
    }): CancelablePromise<AdminTavernRoomBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/tavernRooms',
            body: requestBody,
            mediaType: 'application/json; charset=utf-8',
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * One tavern room.
     * @returns AdminTavernRoomBody The room.
     * @throws ApiError
     */
    public static adminGetTavernRoom({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminTavernRoomBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/tavernRooms/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Renames or redescribes a room; players see the change on their next read.
     * @returns AdminTavernRoomBody The room.
     * @throws ApiError
     */
    public static adminUpdateTavernRoom({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: AdminTavernRoomForm,
    }): CancelablePromise<AdminTavernRoomBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/tavernRooms/{id}',
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Removes a room and its messages; whoever was in it stays in the tavern without a room.
     * The last room cannot be removed.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminDeleteTavernRoom({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/admin/tavernRooms/{id}',
            path: {
                'id': id,
            },
            errors: {
                400: `The input breaks a rule; the message says which.`,
                401: `No valid login: the token is missing, expired or revoked, or the credentials are wrong.`,
                403: `Not allowed for this account.`,
                404: `Not found.`,
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
}
