/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
/**
 * One write of an admin or a game master.
 */
export type AuditEntry = {
    id: number;
    at: string;
    actorId: number;
    actorRole: Role;
    /**
     * The API operation.
     */
    action: string;
    method: string;
    /**
     * The path written to.
     */
    target: string;
    /**
     * What the write replaced, where it replaced something.
     */
    before?: string | null;
    /**
     * What was sent (JSON without passwords).
     */
    after?: string | null;
    status: number;
};

