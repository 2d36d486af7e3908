/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One achievement to add to a secondary character.
 */
export type AddSecondaryAchievementBody = {
    characterId?: number | null;
    achievement?: string;
};

