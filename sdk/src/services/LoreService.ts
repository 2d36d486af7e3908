/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Beast } from '../models/Beast';
import type { BestiaryCategory } from '../models/BestiaryCategory';
import type { BestiaryForm } from '../models/BestiaryForm';
import type { InfoEntry } from '../models/InfoEntry';
import type { InfoEntryForm } from '../models/InfoEntryForm';
import type { LoreEntry } from '../models/LoreEntry';
import type { LoreEntryForm } from '../models/LoreEntryForm';
import type { LoreHit } from '../models/LoreHit';
import type { MessageBody } from '../models/MessageBody';
import type { SearchScopeParam } from '../models/SearchScopeParam';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class LoreService {
    /**
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listWerewolves(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/werewolves',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addWerewolf({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/werewolves',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateWerewolf({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/werewolves/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteWerewolf({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/werewolves/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listVampires(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/vampires',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addVampire({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/vampires',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateVampire({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/vampires/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteVampire({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/vampires/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listMages(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/mag',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addMage({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/mag',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateMage({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/mag/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteMage({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/mag/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listGuards(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/guards',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addGuard({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/guards',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateGuard({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/guards/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteGuard({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/guards/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listInmates(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/inmates',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addInmate({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/inmates',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateInmate({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/inmates/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteInmate({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/inmates/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listSpells(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/spells',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addSpell({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/spells',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateSpell({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/spells/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteSpell({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/spells/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listMechanics(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/mechanics',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addMechanic({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/mechanics',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateMechanic({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/mechanics/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteMechanic({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/mechanics/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listCults(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/cults',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addCult({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/cults',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateCult({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/cults/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteCult({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/cults/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listTechnology(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/technology',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addTechnology({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/technology',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateTechnology({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/technology/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteTechnology({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/technology/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listLaw(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/law',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addLaw({
        requestBody,
    }: {
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/law',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateLaw({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/law/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteLaw({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/law/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listDrugs(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/drugs',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addDrug({
        requestBody,
    }: {
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/drugs',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateDrug({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/drugs/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteDrug({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/drugs/{id}',
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
     * The entries, oldest first.
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listNpc(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/npc',
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
     * Adds an entry (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addNpc({
        requestBody,
    }: {
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/npc',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateNpc({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: LoreEntryForm,
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/npc/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteNpc({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/npc/{id}',
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
     * The entries, oldest first.
     * @returns InfoEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listInfos(): CancelablePromise<Array<InfoEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/infos',
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
     * Adds an entry (admins).
     * @returns InfoEntry
     * @throws ApiError
     */
    public static addInfo({
        requestBody,
    }: {
        requestBody: InfoEntryForm,
    }): CancelablePromise<InfoEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/infos',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns InfoEntry
     * @throws ApiError
     */
    public static updateInfo({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: InfoEntryForm,
    }): CancelablePromise<InfoEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/infos/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteInfo({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/infos/{id}',
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
     * The entries, oldest first.
     * @returns InfoEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listInfos2(): CancelablePromise<Array<InfoEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/infos2',
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
     * Adds an entry (admins).
     * @returns InfoEntry
     * @throws ApiError
     */
    public static addInfo2({
        requestBody,
    }: {
        requestBody: InfoEntryForm,
    }): CancelablePromise<InfoEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/infos2',
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
     * Edits an entry; without a new cover the old one stays (admins).
     * @returns InfoEntry
     * @throws ApiError
     */
    public static updateInfo2({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: InfoEntryForm,
    }): CancelablePromise<InfoEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/infos2/{id}',
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
     * Deletes an entry (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteInfo2({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/infos2/{id}',
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
     * The rules in their order (no login needed: the public `/regulamin` shows them).
     * @returns LoreEntry The entries, oldest first.
     * @throws ApiError
     */
    public static listRules(): CancelablePromise<Array<LoreEntry>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/rules',
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
     * Adds a rule with an optional image (admins); the answer is the entry to append.
     * @returns LoreEntry
     * @throws ApiError
     */
    public static addRule({
        formData,
    }: {
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/rules',
            formData: formData,
            mediaType: 'multipart/form-data',
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
     * Edits a rule (admins).
     * @returns LoreEntry
     * @throws ApiError
     */
    public static updateRule({
        id,
        formData,
    }: {
        id: number,
        formData: {
            title?: string;
            /**
             * Rich HTML.
             */
            description?: string;
            /**
             * A cover image (PNG, JPEG, GIF or WebP; at most 5 MB); an edit without one keeps the old.
             */
            image?: Blob;
            /**
             * `true` takes the cover off (an edit without a new `image`); a chosen `image` wins.
             */
            removeImage?: boolean;
        },
    }): CancelablePromise<LoreEntry> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/rules/{id}',
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
     * Deletes a rule (admins).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteRule({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/rules/{id}',
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
     * Every category, oldest first.
     * @returns BestiaryCategory Every category, oldest first.
     * @throws ApiError
     */
    public static listBestiaryCategories(): CancelablePromise<Array<BestiaryCategory>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/bestiary/categories',
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
     * Adds a category (admins and game masters).
     * @returns BestiaryCategory
     * @throws ApiError
     */
    public static addBestiaryCategory({
        requestBody,
    }: {
        requestBody: BestiaryForm,
    }): CancelablePromise<BestiaryCategory> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/bestiary/categories',
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
     * Edits a category (admins and game masters).
     * @returns BestiaryCategory
     * @throws ApiError
     */
    public static updateBestiaryCategory({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: BestiaryForm,
    }): CancelablePromise<BestiaryCategory> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/bestiary/categories/{id}',
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
     * Deletes a category and every beast in it (admins and game masters).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteBestiaryCategory({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/bestiary/categories/{id}',
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
     * Every beast with its category's title, oldest first.
     * @returns Beast Every beast with its category's title, oldest first.
     * @throws ApiError
     */
    public static listBeasts(): CancelablePromise<Array<Beast>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/bestiary',
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
     * Adds a beast (admins and game masters).
     * @returns Beast
     * @throws ApiError
     */
    public static addBeast({
        requestBody,
    }: {
        requestBody: BestiaryForm,
    }): CancelablePromise<Beast> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/bestiary',
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
     * Edits a beast (admins and game masters).
     * @returns Beast
     * @throws ApiError
     */
    public static updateBeast({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: BestiaryForm,
    }): CancelablePromise<Beast> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/bestiary/{id}',
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
     * Deletes a beast (admins and game masters).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static deleteBeast({
        id,
    }: {
        id: number,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'DELETE',
            url: '/bestiary/{id}',
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
     * Full-text search of titles and texts, case and Polish diacritics aside ("wilkolak"
     * finds "Wilkołak"), each word matched as a word's beginning: at most `limit` hits (20).
     * @returns LoreHit The best matches first; none for fewer than two letters.
     * @throws ApiError
     */
    public static searchLore({
        q,
        scope,
        limit,
    }: {
        q?: string,
        scope?: SearchScopeParam,
        limit?: number,
    }): CancelablePromise<Array<LoreHit>> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/lore/search',
            query: {
                'q': q,
                'scope': scope,
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
}
