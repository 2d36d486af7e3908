/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { MyReports } from '../models/MyReports';
import type { PlayerReports } from '../models/PlayerReports';
import type { ReportableSessions } from '../models/ReportableSessions';
import type { ReportDecision } from '../models/ReportDecision';
import type { ReportForm } from '../models/ReportForm';
import type { ReportingPlayers } from '../models/ReportingPlayers';
import type { ReportReviewed } from '../models/ReportReviewed';
import type { ReportSaved } from '../models/ReportSaved';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ReportsService {
    /**
     * The sessions (both kinds) the caller takes part in, to choose from in the report form.
     * @returns ReportableSessions
     * @throws ApiError
     */
    public static reportableSessions(): CancelablePromise<ReportableSessions> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/sessions/list',
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
     * Files a report of a session the caller took part in (one per session).
     * @returns ReportSaved
     * @throws ApiError
     */
    public static submitReport({
        requestBody,
    }: {
        requestBody: ReportForm,
    }): CancelablePromise<ReportSaved> {
        return __request(OpenAPI, {
            method: 'POST',
            url: '/reports',
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
     * The caller's reports, the newest first.
     * @returns MyReports
     * @throws ApiError
     */
    public static myReports(): CancelablePromise<MyReports> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/reports/my',
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
     * Corrects a rejected report of the caller's and sends it again (its session stays).
     * @returns ReportSaved
     * @throws ApiError
     */
    public static resubmitReport({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ReportForm,
    }): CancelablePromise<ReportSaved> {
        return __request(OpenAPI, {
            method: 'PUT',
            url: '/reports/{id}/resubmit',
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
     * Players with reports and their counts, the latest report first (admins): react-admin's
     * page `_start.._end` (at most 100), or without them the first 200; `total` counts them all.
     * @returns ReportingPlayers
     * @throws ApiError
     */
    public static adminReportingPlayers({
        start,
        end,
    }: {
        start?: number,
        end?: number,
    }): CancelablePromise<ReportingPlayers> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/reports/users',
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
     * One player's name, counts and reports with the internal notes (admins).
     * @returns PlayerReports
     * @throws ApiError
     */
    public static adminPlayerReports({
        userId,
    }: {
        userId: number,
    }): CancelablePromise<PlayerReports> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/reports/user/{userId}',
            path: {
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
     * Accepts or rejects a report (admins; a rejection needs `adminComment`).
     * @returns ReportReviewed
     * @throws ApiError
     */
    public static adminReviewReport({
        id,
        requestBody,
    }: {
        id: number,
        requestBody: ReportDecision,
    }): CancelablePromise<ReportReviewed> {
        return __request(OpenAPI, {
            method: 'PATCH',
            url: '/admin/reports/{id}/status',
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
}
