/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionReport } from './SessionReport';
export type MyReports = {
    /**
     * The caller's reports, the newest first.
     */
    reports: Array<SessionReport>;
};

