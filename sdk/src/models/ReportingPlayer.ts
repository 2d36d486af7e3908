/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A player with reports.
 */
export type ReportingPlayer = {
    id: number;
    /**
     * The main character's name.
     */
    username?: string | null;
    pending_reports: number;
    accepted_reports: number;
    rejected_reports: number;
    total_reports: number;
    last_report_date?: string | null;
};

