/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * New stats for an account's main character (a missing one stays).
 */
export type SetStatsBody = {
    userId?: number;
    strength?: number;
    dexterity?: number;
    speed?: number;
    intelligence?: number;
    willpower?: number;
    endurance?: number;
};

