/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ErrorLogBody } from './ErrorLogBody';
export type ErrorLogsBody = {
    /**
     * The newest first, at most 500 (kept in memory since the server started).
     */
    logs: Array<ErrorLogBody>;
};

