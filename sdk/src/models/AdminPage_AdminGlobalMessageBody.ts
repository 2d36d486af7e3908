/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminGlobalMessageBody } from './AdminGlobalMessageBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminGlobalMessageBody = {
    data: Array<AdminGlobalMessageBody>;
    total: number;
};

