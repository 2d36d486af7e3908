/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { OnlineUserBody } from './OnlineUserBody';
/**
 * `{success, data}`.
 */
export type OnlineUsersBody = {
    success: boolean;
    data: Array<OnlineUserBody>;
};

