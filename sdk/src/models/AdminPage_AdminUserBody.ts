/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminUserBody } from './AdminUserBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminUserBody = {
    data: Array<AdminUserBody>;
    total: number;
};

