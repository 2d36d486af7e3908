/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's achievements as rewritten.
 */
export type EditAchievementsBody = {
    userId?: number | null;
    newAchievements?: string;
};

