/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's achievements, one per line.
 */
export type AchievementsBody = {
    osiagniecia: string;
};

