/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character's achievements, with its name.
 */
export type SecondaryAchievementsBody = {
    achievements: string;
    characterName: string;
};

