/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ApprovalBody } from '../models/ApprovalBody';
import type { AvatarBody } from '../models/AvatarBody';
import type { CharacterCardBody } from '../models/CharacterCardBody';
import type { CharacterCheckBody } from '../models/CharacterCheckBody';
import type { CreateCharacterBody } from '../models/CreateCharacterBody';
import type { CreatedCharacterBody } from '../models/CreatedCharacterBody';
import type { CreatedEntryBody } from '../models/CreatedEntryBody';
import type { CreatedSecondaryBody } from '../models/CreatedSecondaryBody';
import type { CreateSecondaryBody } from '../models/CreateSecondaryBody';
import type { DescriptionBody } from '../models/DescriptionBody';
import type { FlawForm } from '../models/FlawForm';
import type { ImageBody } from '../models/ImageBody';
import type { MagicBody } from '../models/MagicBody';
import type { MessageBody } from '../models/MessageBody';
import type { ProfileBody } from '../models/ProfileBody';
import type { SavedDescriptionBody } from '../models/SavedDescriptionBody';
import type { SecondaryListBody } from '../models/SecondaryListBody';
import type { SkillForm } from '../models/SkillForm';
import type { StatusBody } from '../models/StatusBody';
import type { UpdateCardBody } from '../models/UpdateCardBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CharactersService {
    /**
     * Whether the logged-in account has created its main character.
     * @returns CharacterCheckBody Whether a main character exists.
     * @throws ApiError
     */
    public static checkCharacter(): CancelablePromise<CharacterCheckBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/checkCharacter',
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
     * Create the account's one main character.
     * @returns CreatedCharacterBody Created.
     * @throws ApiError
     */
    public static createCharacter({
        requestBody,
    }: {
        requestBody: CreateCharacterBody,
    }): CancelablePromise<CreatedCharacterBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/createCharacter',
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
     * A main character's profile by account id; `editable` tells whether the caller may edit it.
     * @returns ProfileBody The profile.
     * @throws ApiError
     */
    public static getProfile({
        id,
    }: {
        id: number,
    }): CancelablePromise<ProfileBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/home/profile/{id}',
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * A main character's card, by account id.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a main character's card fields (age; magic once; name and later magic: admins).
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Add a skill to a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a skill of a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Delete a skill of a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Add a flaw to a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a flaw of a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Delete a flaw of a main character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * A secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a secondary character's card fields.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Add a skill to a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a skill of a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Delete a skill of a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Add a flaw to a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Change a flaw of a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Delete a flaw of a secondary character's card.
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
                409: `Clashes with the current state.`,
                429: `Too many attempts; \`Retry-After\` gives the seconds to wait.`,
                500: `A server fault; details are logged, never shown.`,
            },
        });
    }
    /**
     * Upload a main character's avatar (multipart field `avatar`).
     * @returns AvatarBody Stored and set.
     * @throws ApiError
     */
    public static uploadAvatar({
        formData,
    }: {
        formData: {
            /**
             * The image (PNG, JPEG, GIF or WebP; at most 5 MB).
             */
            avatar?: Blob;
            /**
             * Whose main character (admins); the caller's when left out.
             */
            userId?: number;
        },
    }): CancelablePromise<AvatarBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/uploads',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Upload a secondary character's avatar (multipart field `avatar`).
     * @returns AvatarBody Stored and set.
     * @throws ApiError
     */
    public static uploadSecondaryAvatar({
        id,
        formData,
    }: {
        id: number,
        formData: {
            /**
             * The image (PNG, JPEG, GIF or WebP; at most 5 MB).
             */
            avatar?: Blob;
            /**
             * Whose main character (admins); the caller's when left out.
             */
            userId?: number;
        },
    }): CancelablePromise<AvatarBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/secondary-characters/{id}/avatar',
            path: {
                'id': id,
            },
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Upload an image to insert into a description (multipart field `image`).
     * @returns ImageBody Stored.
     * @throws ApiError
     */
    public static uploadDescriptionImage({
        formData,
    }: {
        formData: {
            /**
             * The image (PNG, JPEG, GIF or WebP; at most 5 MB).
             */
            image?: Blob;
        },
    }): CancelablePromise<ImageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/description-images',
            formData: formData,
            mediaType: 'multipart/form-data',
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
