/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportingPlayer } from './ReportingPlayer';
import type { SessionReportForAdmins } from './SessionReportForAdmins';
export type PlayerReports = {
    /**
     * The player's name and counts; null for a player without reports.
     */
    player?: ReportingPlayer | null;
    reports: Array<SessionReportForAdmins>;
};

