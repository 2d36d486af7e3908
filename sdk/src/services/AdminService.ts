/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AchievementsBody } from '../models/AchievementsBody';
import type { AddAchievementBody } from '../models/AddAchievementBody';
import type { AddSecondaryAchievementBody } from '../models/AddSecondaryAchievementBody';
import type { AdminApprovalBody } from '../models/AdminApprovalBody';
import type { AdminArchetypeBody } from '../models/AdminArchetypeBody';
import type { AdminArchetypeForm } from '../models/AdminArchetypeForm';
import type { AdminCharacterBody } from '../models/AdminCharacterBody';
import type { AdminMonsterBody } from '../models/AdminMonsterBody';
import type { AdminMonsterForm } from '../models/AdminMonsterForm';
import type { AdminNewsBody } from '../models/AdminNewsBody';
import type { AdminPage_AdminArchetypeBody } from '../models/AdminPage_AdminArchetypeBody';
import type { AdminPage_AdminCharacterBody } from '../models/AdminPage_AdminCharacterBody';
import type { AdminPage_AdminMonsterBody } from '../models/AdminPage_AdminMonsterBody';
import type { AdminPage_AdminNewsBody } from '../models/AdminPage_AdminNewsBody';
import type { AdminPage_AdminSessionBody } from '../models/AdminPage_AdminSessionBody';
import type { AdminPage_AdminTavernEventBody } from '../models/AdminPage_AdminTavernEventBody';
import type { AdminPage_AdminTavernRoomBody } from '../models/AdminPage_AdminTavernRoomBody';
import type { AdminPage_AdminUserBody } from '../models/AdminPage_AdminUserBody';
import type { AdminPage_AuditEntry } from '../models/AdminPage_AuditEntry';
import type { AdminTavernRoomBody } from '../models/AdminTavernRoomBody';
import type { AdminTavernRoomForm } from '../models/AdminTavernRoomForm';
import type { AdminUserBody } from '../models/AdminUserBody';
import type { ChangeNicknameBody } from '../models/ChangeNicknameBody';
import type { ChangeSecondaryNicknameBody } from '../models/ChangeSecondaryNicknameBody';
import type { ChangeSecondaryNicknameByUserBody } from '../models/ChangeSecondaryNicknameByUserBody';
import type { CharacterChoicesBody } from '../models/CharacterChoicesBody';
import type { EditAchievementsBody } from '../models/EditAchievementsBody';
import type { EditSecondaryAchievementsBody } from '../models/EditSecondaryAchievementsBody';
import type { ErrorLogsBody } from '../models/ErrorLogsBody';
import type { InformacjaBody } from '../models/InformacjaBody';
import type { MessageBody } from '../models/MessageBody';
import type { RoleChangeBody } from '../models/RoleChangeBody';
import type { SecondaryAchievementsBody } from '../models/SecondaryAchievementsBody';
import type { SecondaryNicknameBody } from '../models/SecondaryNicknameBody';
import type { SessionKind } from '../models/SessionKind';
import type { SetStatsBody } from '../models/SetStatsBody';
import type { StatsBody } from '../models/StatsBody';
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
     * The whole events board, past events too, the latest date first, by react-admin's paging.
     * @returns AdminPage_AdminTavernEventBody One page of events, the latest date first.
     * @throws ApiError
     */
    public static adminListTavernEvents({
        start,
        end,
    }: {
        start?: number,
        end?: number,
    }): CancelablePromise<AdminPage_AdminTavernEventBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/tavernEvents',
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
     * Every news item, archived ones too, the newest first, by react-admin's paging.
     * @returns AdminPage_AdminNewsBody One page of news, the newest first.
     * @throws ApiError
     */
    public static adminListNews({
        start,
        end,
    }: {
        start?: number,
        end?: number,
    }): CancelablePromise<AdminPage_AdminNewsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/news',
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
     * One news item, archived or not.
     * @returns AdminNewsBody The news item.
     * @throws ApiError
     */
    public static adminGetNews({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminNewsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/news/{id}',
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
     * Puts an archived news item back on the feed (a news item on the feed stays there).
     * @returns AdminNewsBody The news item.
     * @throws ApiError
     */
    public static adminRestoreNews({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminNewsBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/news/{id}/restore',
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
     * Renames the character the form names (admins): a main character by its
     * account, a secondary one by its id or by its account and id.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminChangeNickname({
        requestBody,
    }: {
        requestBody: ChangeNicknameBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/changeNickname',
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
     * Adds an achievement to the character, as a new line (admins): a main character
     * by its account, a secondary one by its id.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminAddAchievement({
        requestBody,
    }: {
        requestBody: AddAchievementBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/addAchievement',
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
     * The character's achievements as one text (admins); a secondary character's come
     * with its name.
     * @returns AchievementsBody
     * @throws ApiError
     */
    public static adminGetAchievements({
        userId,
    }: {
        userId?: number,
    }): CancelablePromise<AchievementsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/editAchievement',
            query: {
                'userId': userId,
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
     * Rewrites the character's achievements (admins; empty clears them).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminEditAchievements({
        requestBody,
    }: {
        requestBody: EditAchievementsBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/editAchievement',
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
     * The hidden profile information of an account's main character: its owner and
     * admins.
     * @returns InformacjaBody
     * @throws ApiError
     */
    public static adminGetInformacja({
        userId,
    }: {
        userId: number,
    }): CancelablePromise<InformacjaBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/profile/informacja/{user_id}',
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
     * Sets the hidden profile information (admins).
     * @returns InformacjaBody
     * @throws ApiError
     */
    public static adminSetInformacja({
        userId,
        requestBody,
    }: {
        userId: number,
        requestBody: InformacjaBody,
    }): CancelablePromise<InformacjaBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/profile/informacja/{user_id}',
            path: {
                'user_id': userId,
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
     * The six stats of an account's main character: its owner and admins.
     * @returns StatsBody
     * @throws ApiError
     */
    public static adminGetStats({
        userId,
    }: {
        userId?: number,
    }): CancelablePromise<StatsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/home/stats',
            query: {
                'userId': userId,
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
     * Sets the stats of an account's main character (admins; a missing value stays).
     * @returns StatsBody
     * @throws ApiError
     */
    public static adminSetStats({
        requestBody,
    }: {
        requestBody: SetStatsBody,
    }): CancelablePromise<StatsBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/stats',
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
     * Renames the character the form names (admins): a main character by its
     * account, a secondary one by its id or by its account and id.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminChangeSecondaryNicknameByUser({
        requestBody,
    }: {
        requestBody: ChangeSecondaryNicknameByUserBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/changeSecondaryNicknameByUser',
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
     * Renames the character the form names (admins): a main character by its
     * account, a secondary one by its id or by its account and id.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminChangeSecondaryNickname({
        requestBody,
    }: {
        requestBody: ChangeSecondaryNicknameBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/changeSecondaryNickname',
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
     * Adds an achievement to the character, as a new line (admins): a main character
     * by its account, a secondary one by its id.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminAddSecondaryAchievement({
        requestBody,
    }: {
        requestBody: AddSecondaryAchievementBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/addSecondaryAchievement',
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
     * The character's achievements as one text (admins); a secondary character's come
     * with its name.
     * @returns SecondaryAchievementsBody
     * @throws ApiError
     */
    public static adminGetSecondaryAchievements({
        characterId,
    }: {
        characterId?: number,
    }): CancelablePromise<SecondaryAchievementsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/editSecondaryAchievement',
            query: {
                'characterId': characterId,
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
     * Rewrites the character's achievements (admins; empty clears them).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminEditSecondaryAchievements({
        requestBody,
    }: {
        requestBody: EditSecondaryAchievementsBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/editSecondaryAchievement',
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
     * A secondary character's nickname, race and gender (admins).
     * @returns SecondaryNicknameBody
     * @throws ApiError
     */
    public static adminGetSecondaryCharacterNickname({
        characterId,
    }: {
        characterId?: number,
    }): CancelablePromise<SecondaryNicknameBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/getSecondaryCharacterNickname',
            query: {
                'characterId': characterId,
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
     * An account's secondary characters to choose from (admins).
     * @returns CharacterChoicesBody
     * @throws ApiError
     */
    public static adminGetSecondaryCharacters({
        userId,
    }: {
        userId?: number,
    }): CancelablePromise<CharacterChoicesBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/getSecondaryCharacters',
            query: {
                'userId': userId,
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
     * The server's recent errors, the newest first (admins).
     * @returns ErrorLogsBody
     * @throws ApiError
     */
    public static adminGetLogs(): CancelablePromise<ErrorLogsBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/getLogs',
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
     * The audit log, the newest first, by react-admin's paging; filter by the acting account
     * (`actorId`) and the operation (`action`). Admins only; nobody can change it.
     * @returns AdminPage_AuditEntry
     * @throws ApiError
     */
    public static adminAuditLog({
        start,
        end,
        actorId,
        action,
    }: {
        start?: number,
        end?: number,
        actorId?: number,
        action?: string,
    }): CancelablePromise<AdminPage_AuditEntry> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/audit-log',
            query: {
                '_start': start,
                '_end': end,
                'actorId': actorId,
                'action': action,
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
     * Every monster of the arena, the weakest first.
     * @returns AdminPage_AdminMonsterBody Every monster, the weakest first (at most 100).
     * @throws ApiError
     */
    public static adminListArenaMonsters(): CancelablePromise<AdminPage_AdminMonsterBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/arenaMonsters',
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
     * @returns AdminMonsterBody
     * @throws ApiError
     */
    public static adminCreateArenaMonster({
        requestBody,
    }: {
        requestBody: AdminMonsterForm,
    }): CancelablePromise<AdminMonsterBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/arenaMonsters',
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
     * @returns AdminMonsterBody
     * @throws ApiError
     */
    public static adminGetArenaMonster({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminMonsterBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/arenaMonsters/{id}',
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
     * Changes a monster; fights under way keep the monster they started with.
     * @returns AdminMonsterBody
     * @throws ApiError
     */
    public static adminUpdateArenaMonster({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: AdminMonsterForm,
    }): CancelablePromise<AdminMonsterBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/arenaMonsters/{id}',
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
     * Removes a monster and the fights against it.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminDeleteArenaMonster({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/admin/arenaMonsters/{id}',
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
     * Every weapon and armor archetype, weapons first.
     * @returns AdminPage_AdminArchetypeBody Every archetype, weapons first (at most 60).
     * @throws ApiError
     */
    public static adminListEquipmentArchetypes(): CancelablePromise<AdminPage_AdminArchetypeBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/equipmentArchetypes',
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
     * @returns AdminArchetypeBody
     * @throws ApiError
     */
    public static adminCreateEquipmentArchetype({
        requestBody,
    }: {
        requestBody: AdminArchetypeForm,
    }): CancelablePromise<AdminArchetypeBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/admin/equipmentArchetypes',
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
     * @returns AdminArchetypeBody
     * @throws ApiError
     */
    public static adminGetEquipmentArchetype({
        id,
    }: {
        id: number,
    }): CancelablePromise<AdminArchetypeBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/equipmentArchetypes/{id}',
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
     * Changes an archetype; who carries it fights with the new numbers from their next fight.
     * @returns AdminArchetypeBody
     * @throws ApiError
     */
    public static adminUpdateEquipmentArchetype({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: AdminArchetypeForm,
    }): CancelablePromise<AdminArchetypeBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/admin/equipmentArchetypes/{id}',
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
     * Removes an archetype nobody carries (never the last weapon or armor).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static adminDeleteEquipmentArchetype({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/admin/equipmentArchetypes/{id}',
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
