/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Which notices to mark read: `ids` (1 to 100 of the caller's), or `all: true`.
 */
export type MarkNotificationsRead = {
    ids?: Array<number> | null;
    all?: boolean | null;
};

