/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Notification } from './Notification';
/**
 * One page of the caller's notices, newest first.
 */
export type NotificationPage = {
    items: Array<Notification>;
    /**
     * The caller's unread notices, in all.
     */
    unread: number;
    totalPages: number;
};

