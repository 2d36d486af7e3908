/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character's achievements as rewritten.
 */
export type EditSecondaryAchievementsBody = {
    characterId?: number | null;
    newAchievements?: string;
};

