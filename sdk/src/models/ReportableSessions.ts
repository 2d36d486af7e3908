/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportableSession } from './ReportableSession';
export type ReportableSessions = {
    /**
     * The sessions the caller takes part in, the newest first.
     */
    sessions: Array<ReportableSession>;
};

