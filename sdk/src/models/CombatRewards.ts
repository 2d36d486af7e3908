/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { LevelUp } from './LevelUp';
export type CombatRewards = {
    experience: number;
    levelUp?: LevelUp | null;
};

