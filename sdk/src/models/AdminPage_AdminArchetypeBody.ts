/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminArchetypeBody } from './AdminArchetypeBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminArchetypeBody = {
    data: Array<AdminArchetypeBody>;
    total: number;
};

