/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SessionKind } from './SessionKind';
/**
 * A roleplay session in the back office.
 */
export type AdminSessionBody = {
    id: number;
    kind: SessionKind;
    title: string;
    closed: boolean;
    ownerId: number;
    /**
     * The owner's main-character name.
     */
    ownerName?: string | null;
    messageCount: number;
    createdAt: string;
    lastActivity: string;
};

