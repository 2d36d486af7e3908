/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionReportForAdmins } from './SessionReportForAdmins';
export type PlayerReports = {
    reports: Array<SessionReportForAdmins>;
};

