/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The unread count after marking.
 */
export type UnreadNotifications = {
    unread: number;
};

