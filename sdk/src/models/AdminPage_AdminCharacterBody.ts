/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminCharacterBody } from './AdminCharacterBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminCharacterBody = {
    data: Array<AdminCharacterBody>;
    total: number;
};

