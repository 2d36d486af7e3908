/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportStatus } from './ReportStatus';
/**
 * An admin's decision.
 */
export type ReportDecision = {
    status: ReportStatus;
    /**
     * Required for a rejection; the player reads it.
     */
    adminComment?: string | null;
    /**
     * For admins only.
     */
    internalComment?: string | null;
};

