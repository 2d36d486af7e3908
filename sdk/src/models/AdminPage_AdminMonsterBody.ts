/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminMonsterBody } from './AdminMonsterBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminMonsterBody = {
    data: Array<AdminMonsterBody>;
    total: number;
};

