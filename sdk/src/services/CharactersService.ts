/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterCheckBody } from '../models/CharacterCheckBody';
import type { CharacterSuggestion } from '../models/CharacterSuggestion';
import type { CreateCharacterBody } from '../models/CreateCharacterBody';
import type { CreatedCharacterBody } from '../models/CreatedCharacterBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class CharactersService {
    /**
     * Characters whose name, or a word of it, starts with `q` — case and Polish diacritics
     * aside ("zmij" finds "Żmijan") — main and secondary ones, at most 8 (`limit` fewer); with
     * `session`, that session's participants first (when you are one of them), then players
     * online (the last 5 minutes). Blank `q`: none. 120 searches a minute.
     * @returns CharacterSuggestion At most 8, the session's participants first (for one of them), then players online, then
     * by name; accounts in play only.
     * @throws ApiError
     */
    public static suggestCharacters({
        q = '',
        session,
        limit,
    }: {
        /**
         * The start of a name (up to 40 characters).
         */
        q?: string,
        /**
         * A session whose participants come first.
         */
        session?: number,
        /**
         * 1–8; 8 when absent.
         */
        limit?: number,
    }): CancelablePromise<Array<CharacterSuggestion>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/characters/suggest',
            query: {
                'q': q,
                'session': session,
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
