/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminTavernEventBody } from './AdminTavernEventBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminTavernEventBody = {
    data: Array<AdminTavernEventBody>;
    total: number;
};

