/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The channels of one kind.
 */
export type NotificationChannels = {
    inApp: boolean;
    email: boolean;
    push: boolean;
};

