/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's six stats, wherever a call shows them (the admin panel's stats tool, the
 * arena, the player's stats card).
 */
export type StatsBody = {
    strength: number;
    dexterity: number;
    speed: number;
    intelligence: number;
    willpower: number;
    endurance: number;
};

