/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionKind } from './SessionKind';
/**
 * A session one may report.
 */
export type ReportableSession = {
    id: number;
    title: string;
    session_type: SessionKind;
    created_at: string;
};

