/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AvatarBody } from '../models/AvatarBody';
import type { ImageBody } from '../models/ImageBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class UploadsService {
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
