/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AuditEntry } from './AuditEntry';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AuditEntry = {
    data: Array<AuditEntry>;
    total: number;
};

