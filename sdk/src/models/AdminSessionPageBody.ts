/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminSessionBody } from './AdminSessionBody';
/**
 * A page of sessions and how many match in all.
 */
export type AdminSessionPageBody = {
    data: Array<AdminSessionBody>;
    total: number;
};

