/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
/**
 * What deleting an account takes with it (spec 3 §3 "Deletion preview"; `privateMessages`
 * counts the conversations, which go whole).
 */
export type DeletionPreviewBody = {
    userId: number;
    /**
     * The main character's name (none after a character reset).
     */
    user?: string | null;
    email: string;
    race?: string | null;
    gender?: string | null;
    role: Role;
    createdAt?: string | null;
    characters: number;
    sentMessages: number;
    receivedMessages: number;
    privateMessages: number;
    ownedPrivateSessions: number;
    ownedGeneralSessions: number;
    sessionMessages: number;
    tavernMessages: number;
    newsComments: number;
    /**
     * Session reports that go: the player's own, and other players' on the sessions the
     * player started.
     */
    sessionReports: number;
};

