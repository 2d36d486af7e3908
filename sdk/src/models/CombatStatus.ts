/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CombatStatus = 'active' | 'player_won' | 'fled' | 'monster_won';
