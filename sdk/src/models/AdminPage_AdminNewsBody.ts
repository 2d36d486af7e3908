/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminNewsBody } from './AdminNewsBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminNewsBody = {
    data: Array<AdminNewsBody>;
    total: number;
};

