/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The six stats.
 */
export type StatGains = {
    strength: number;
    dexterity: number;
    speed: number;
    intelligence: number;
    willpower: number;
    endurance: number;
};

