/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionReport } from './SessionReport';
export type ReportSaved = {
    message: string;
    report: SessionReport;
};

