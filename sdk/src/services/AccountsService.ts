/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CredentialsBody } from '../models/CredentialsBody';
import type { ForgotPasswordBody } from '../models/ForgotPasswordBody';
import type { LoginBody } from '../models/LoginBody';
import type { MessageBody } from '../models/MessageBody';
import type { ResetLinkBody } from '../models/ResetLinkBody';
import type { ResetPasswordBody } from '../models/ResetPasswordBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class AccountsService {
    /**
     * Register an account; an activation link is mailed.
     * @returns MessageBody Registered (or already known: the answer is the same); the activation link is on its way.
     * @throws ApiError
     */
    public static register({
        requestBody,
    }: {
        requestBody: CredentialsBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/register',
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
     * Activate an account with the token from the activation e-mail.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static activate({
        token,
    }: {
        token: string,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/activate/{token}',
            path: {
                'token': token,
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
     * Log in; the answer carries the bearer token.
     * @returns LoginBody Logged in.
     * @throws ApiError
     */
    public static login({
        requestBody,
    }: {
        requestBody: CredentialsBody,
    }): CancelablePromise<LoginBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/login',
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
     * Log out: this login's token stops working at once, everywhere, and the live sockets it
     * opened close (the account's other logins go on).
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static logout(): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/logout',
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
     * Ask for a password-reset link. The answer is the same whether the address is known.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static forgotPassword({
        requestBody,
    }: {
        requestBody: ForgotPasswordBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/forgot-password',
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
     * Check a reset link; answers the address it belongs to.
     * @returns ResetLinkBody The link is usable.
     * @throws ApiError
     */
    public static checkResetToken({
        token,
    }: {
        token: string,
    }): CancelablePromise<ResetLinkBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/newpassword/{token}',
            path: {
                'token': token,
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
     * Set a new password with a reset link; every login of the account ends.
     * @returns MessageBody Done.
     * @throws ApiError
     */
    public static resetPassword({
        requestBody,
    }: {
        requestBody: ResetPasswordBody,
    }): CancelablePromise<MessageBody> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/reset-password',
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
