/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
/**
 * An account as others see it.
 */
export type UserBody = {
    id: number;
    role: Role;
    playerStatus: string;
    /**
     * Admins only.
     */
    createdAt?: string | null;
    nickname?: string | null;
    race?: string | null;
    gender?: string | null;
    avatar?: string | null;
};

