/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A new role: mieszkaniec, admin or mistrz_gry.
 */
export type RoleChangeBody = {
    role?: string;
};

