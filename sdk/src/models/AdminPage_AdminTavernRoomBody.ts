/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminTavernRoomBody } from './AdminTavernRoomBody';
/**
 * A page of rows and how many match in all.
 */
export type AdminPage_AdminTavernRoomBody = {
    data: Array<AdminTavernRoomBody>;
    total: number;
};

