/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OnlineUserBody } from './OnlineUserBody';
/**
 * `{success, data, total}`.
 */
export type OnlineUsersBody = {
    success: boolean;
    /**
     * By account id; the first `limit` when one is given.
     */
    data: Array<OnlineUserBody>;
    /**
     * How many players are online.
     */
    total: number;
};

