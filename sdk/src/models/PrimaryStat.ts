/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The stat an item draws on; `magic` draws on willpower.
 */
export type PrimaryStat = 'strength' | 'dexterity' | 'speed' | 'intelligence' | 'magic' | 'willpower' | 'endurance';
