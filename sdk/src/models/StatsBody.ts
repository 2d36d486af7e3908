/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's six stats.
 */
export type StatsBody = {
    strength: number;
    dexterity: number;
    speed: number;
    intelligence: number;
    willpower: number;
    endurance: number;
};

