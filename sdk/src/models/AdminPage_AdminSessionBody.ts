/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminSessionBody } from './AdminSessionBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminSessionBody = {
    data: Array<AdminSessionBody>;
    total: number;
};

