/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A roleplay session in the back office.
 */
export type AdminSessionBody = {
    id: number;
    /**
     * `general` or `private`.
     */
    kind: string;
    title: string;
    closed: boolean;
    ownerId: number;
    /**
     * The owner's main-character name.
     */
    ownerName?: string;
    messageCount: number;
    createdAt: string;
    lastActivity: string;
};

