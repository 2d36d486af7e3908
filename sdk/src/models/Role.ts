/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An account's role.
 */
export type Role = 'mieszkaniec' | 'admin' | 'mistrz_gry';
