/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * New stats for an account's main character (a missing one stays).
 */
export type SetStatsBody = {
    userId?: number | null;
    strength?: number | null;
    dexterity?: number | null;
    speed?: number | null;
    intelligence?: number | null;
    willpower?: number | null;
    endurance?: number | null;
};

