/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
/**
 * An account in the back office.
 */
export type AdminUserBody = {
    id: number;
    email: string;
    role: Role;
    activated: boolean;
    createdAt: string;
    lastSeenAt?: string | null;
    lastIp?: string | null;
    characterName?: string | null;
};

