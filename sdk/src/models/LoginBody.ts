/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Role } from './Role';
/**
 * The answer to a successful login.
 */
export type LoginBody = {
    /**
     * Bearer token for every authenticated call.
     */
    token: string;
    userId: number;
    userRole: Role;
    /**
     * The main character's race; `null` means the account has no character yet.
     */
    race?: string | null;
    message: string;
};

