/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminGlobalMessageReaderBody } from './AdminGlobalMessageReaderBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminGlobalMessageReaderBody = {
    data: Array<AdminGlobalMessageReaderBody>;
    total: number;
};

