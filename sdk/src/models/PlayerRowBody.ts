/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A row of the players list; `created_at` and `last_ip` only for admins.
 */
export type PlayerRowBody = {
    id: number;
    nickname: string;
    race: string;
    gender: string;
    created_at?: string;
    last_ip?: string;
};

