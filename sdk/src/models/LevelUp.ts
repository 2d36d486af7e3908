/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrimaryStat } from './PrimaryStat';
import type { StatsBody } from './StatsBody';
/**
 * A level reached: the weapon's stat +3, the armor's +2, the others +1.
 */
export type LevelUp = {
    oldLevel: number;
    newLevel: number;
    primaryStat: PrimaryStat;
    secondaryStat: PrimaryStat;
    gains: StatsBody;
};

