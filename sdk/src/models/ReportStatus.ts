/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a report stands.
 */
export type ReportStatus = 'pending' | 'accepted' | 'rejected';
