/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrimaryStat } from './PrimaryStat';
/**
 * A weapon (spec 3 §3 "Equipment"); damage at level L = base_damage + damage_per_level × (L − 1).
 */
export type Weapon = {
    id: number;
    name: string;
    description: string;
    base_damage: number;
    damage_per_level: number;
    primary_stat: PrimaryStat;
};

