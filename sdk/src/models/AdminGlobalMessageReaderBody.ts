/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Someone who closed an announcement.
 */
export type AdminGlobalMessageReaderBody = {
    /**
     * The account's id (react-admin's record id).
     */
    id: number;
    email: string;
    characterName?: string | null;
    readAt: string;
};

