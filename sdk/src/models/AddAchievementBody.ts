/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * One achievement to add to a main character.
 */
export type AddAchievementBody = {
    userId?: number | null;
    achievement?: string;
};

