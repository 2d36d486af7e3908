/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The answer to a successful login.
 */
export type LoginBody = {
    /**
     * Bearer token for every authenticated call.
     */
    token: string;
    userId: number;
    /**
     * `mieszkaniec`, `admin` or `mistrz_gry`.
     */
    userRole: string;
    /**
     * The main character's race; `null` means the account has no character yet.
     */
    race?: string;
    message: string;
};

