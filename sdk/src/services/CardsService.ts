/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterCardBody } from '../models/CharacterCardBody';
import type { CreatedEntryBody } from '../models/CreatedEntryBody';
import type { FlawForm } from '../models/FlawForm';
import type { MessageBody } from '../models/MessageBody';
import type { SkillForm } from '../models/SkillForm';
import type { UpdateCardBody } from '../models/UpdateCardBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CardsService {
    /**
     * The character's card: a main character's by its account's id, a secondary
     * character's by its own id.
     * @returns CharacterCardBody The card; hidden skills and flaws are left out for everyone but admins.
     * @throws ApiError
     */
    public static getMainCard({
        id,
    }: {
        id: number,
    }): CancelablePromise<CharacterCardBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/home/profile/character-card/{id}',
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
     * Change the card's fields (age; magic once; name and later magic: admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateMainCard({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: UpdateCardBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/character-card/{id}',
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
     * The card as a PDF ('Pobierz Kartę'): who may read the card gets it, with what the
     * card's read shows them (hidden skills and flaws for admins only); 20 downloads in
     * 10 minutes a player.
     * @returns binary The card as a PDF to save (`attachment; filename="karta-<name>.pdf"`); what it holds is
     * what the card's read shows the viewer.
     * @throws ApiError
     */
    public static getMainCardPdf({
        id,
    }: {
        id: number,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/home/profile/character-card/{id}/pdf',
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
     * Add a skill to the card.
     * @returns CreatedEntryBody Added.
     * @throws ApiError
     */
    public static addMainSkill({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: SkillForm,
    }): CancelablePromise<CreatedEntryBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/home/profile/character-card/{id}/skills',
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
     * Change a skill of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateMainSkill({
        id,
        skillId,
        requestBody,
    }: {
        id: number,
        skillId: number,
        requestBody: SkillForm,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/character-card/{id}/skills/{skill_id}',
            path: {
                'id': id,
                'skill_id': skillId,
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
     * Delete a skill of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteMainSkill({
        id,
        skillId,
    }: {
        id: number,
        skillId: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/home/profile/character-card/{id}/skills/{skill_id}',
            path: {
                'id': id,
                'skill_id': skillId,
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
     * Add a flaw to the card.
     * @returns CreatedEntryBody Added.
     * @throws ApiError
     */
    public static addMainFlaw({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: FlawForm,
    }): CancelablePromise<CreatedEntryBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/home/profile/character-card/{id}/flaws',
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
     * Change a flaw of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateMainFlaw({
        id,
        flawId,
        requestBody,
    }: {
        id: number,
        flawId: number,
        requestBody: FlawForm,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/home/profile/character-card/{id}/flaws/{flaw_id}',
            path: {
                'id': id,
                'flaw_id': flawId,
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
     * Delete a flaw of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteMainFlaw({
        id,
        flawId,
    }: {
        id: number,
        flawId: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/home/profile/character-card/{id}/flaws/{flaw_id}',
            path: {
                'id': id,
                'flaw_id': flawId,
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
     * The character's card: a main character's by its account's id, a secondary
     * character's by its own id.
     * @returns CharacterCardBody The card; hidden skills and flaws are left out for everyone but admins.
     * @throws ApiError
     */
    public static getSecondaryCard({
        id,
    }: {
        id: number,
    }): CancelablePromise<CharacterCardBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/secondary-characters/{id}/character-card',
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
     * Change the card's fields (age; magic once; name and later magic: admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateSecondaryCard({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: UpdateCardBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/character-card',
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
     * The card as a PDF ('Pobierz Kartę'): who may read the card gets it, with what the
     * card's read shows them (hidden skills and flaws for admins only); 20 downloads in
     * 10 minutes a player.
     * @returns binary The card as a PDF to save (`attachment; filename="karta-<name>.pdf"`); what it holds is
     * what the card's read shows the viewer.
     * @throws ApiError
     */
    public static getSecondaryCardPdf({
        id,
    }: {
        id: number,
    }): CancelablePromise<Blob> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/secondary-characters/{id}/character-card/pdf',
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
     * Add a skill to the card.
     * @returns CreatedEntryBody Added.
     * @throws ApiError
     */
    public static addSecondarySkill({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: SkillForm,
    }): CancelablePromise<CreatedEntryBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/secondary-characters/{id}/character-card/skills',
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
     * Change a skill of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateSecondarySkill({
        id,
        skillId,
        requestBody,
    }: {
        id: number,
        skillId: number,
        requestBody: SkillForm,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/character-card/skills/{skill_id}',
            path: {
                'id': id,
                'skill_id': skillId,
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
     * Delete a skill of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteSecondarySkill({
        id,
        skillId,
    }: {
        id: number,
        skillId: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/secondary-characters/{id}/character-card/skills/{skill_id}',
            path: {
                'id': id,
                'skill_id': skillId,
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
     * Add a flaw to the card.
     * @returns CreatedEntryBody Added.
     * @throws ApiError
     */
    public static addSecondaryFlaw({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: FlawForm,
    }): CancelablePromise<CreatedEntryBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/secondary-characters/{id}/character-card/flaws',
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
     * Change a flaw of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static updateSecondaryFlaw({
        id,
        flawId,
        requestBody,
    }: {
        id: number,
        flawId: number,
        requestBody: FlawForm,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/secondary-characters/{id}/character-card/flaws/{flaw_id}',
            path: {
                'id': id,
                'flaw_id': flawId,
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
     * Delete a flaw of the card.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteSecondaryFlaw({
        id,
        flawId,
    }: {
        id: number,
        flawId: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/secondary-characters/{id}/character-card/flaws/{flaw_id}',
            path: {
                'id': id,
                'flaw_id': flawId,
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
