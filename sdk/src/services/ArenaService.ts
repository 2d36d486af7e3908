/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ArenaBoard } from '../models/ArenaBoard';
import type { AvailableEquipment } from '../models/AvailableEquipment';
import type { Combat } from '../models/Combat';
import type { CombatActionRequest } from '../models/CombatActionRequest';
import type { CombatLeave } from '../models/CombatLeave';
import type { CombatLeft } from '../models/CombatLeft';
import type { CombatStart } from '../models/CombatStart';
import type { CurrentCombat } from '../models/CurrentCombat';
import type { Equipment } from '../models/Equipment';
import type { EquipmentChange } from '../models/EquipmentChange';
import type { EquipmentChanged } from '../models/EquipmentChanged';
import type { EquipmentChosen } from '../models/EquipmentChosen';
import type { InitialEquipmentChoice } from '../models/InitialEquipmentChoice';
import type { Stamina } from '../models/Stamina';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ArenaService {
    /**
     * The weapons and armors the caller's main character may take (magic ones only with
     * magic), and whether it has equipment already.
     * @returns AvailableEquipment
     * @throws ApiError
     */
    public static availableEquipment(): CancelablePromise<AvailableEquipment> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/character/available-equipment',
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
     * The caller's weapon and armor with their levels.
     * @returns Equipment
     * @throws ApiError
     */
    public static myEquipment(): CancelablePromise<Equipment> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/character/equipment',
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
     * The first weapon and armor, both at level 1 (both required).
     * @returns EquipmentChosen
     * @throws ApiError
     */
    public static selectInitialEquipment({
        requestBody,
    }: {
        requestBody: InitialEquipmentChoice,
    }): CancelablePromise<EquipmentChosen> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/character/select-initial-equipment',
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
     * Another weapon or armor; that item starts again at level 1.
     * @returns EquipmentChanged
     * @throws ApiError
     */
    public static changeEquipment({
        requestBody,
    }: {
        requestBody: EquipmentChange,
    }): CancelablePromise<EquipmentChanged> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/character/change-equipment',
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
     * The monsters (the weakest first) and the caller's level, experience and stamina.
     * @returns ArenaBoard
     * @throws ApiError
     */
    public static arenaMonsters(): CancelablePromise<ArenaBoard> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/combat/monsters',
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
     * The caller's stamina and when it is full again (05:00 Europe/Warsaw).
     * @returns Stamina
     * @throws ApiError
     */
    public static playerStamina(): CancelablePromise<Stamina> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/player/stamina',
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
     * Starts a fight for one stamina ('Rozpoczynasz walkę ze Szczurem kanałowym!'); one at a
     * time.
     * @returns Combat
     * @throws ApiError
     */
    public static startCombat({
        requestBody,
    }: {
        requestBody: CombatStart,
    }): CancelablePromise<Combat> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/combat/start',
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
     * The caller's fight under way, to come back to after a reload.
     * @returns CurrentCombat
     * @throws ApiError
     */
    public static currentCombat(): CancelablePromise<CurrentCombat> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/combat/current',
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
     * One turn of the caller's own fight: attack, defend or flee.
     * @returns Combat
     * @throws ApiError
     */
    public static combatAction({
        requestBody,
    }: {
        requestBody: CombatActionRequest,
    }): CancelablePromise<Combat> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/combat/action',
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
     * Leaves a fight; an active one is given up without a reward.
     * @returns CombatLeft
     * @throws ApiError
     */
    public static leaveCombat({
        requestBody,
    }: {
        requestBody: CombatLeave,
    }): CancelablePromise<CombatLeft> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/combat/leave',
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
