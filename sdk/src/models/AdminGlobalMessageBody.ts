/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An announcement in the back office, with its reach.
 */
export type AdminGlobalMessageBody = {
    id: number;
    title: string;
    content: string;
    createdAt: string;
    authorEmail?: string | null;
    /**
     * Accounts that existed when it was sent.
     */
    recipients: number;
    /**
     * How many of them closed it.
     */
    reads: number;
};

