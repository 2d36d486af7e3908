/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrimaryStat } from './PrimaryStat';
/**
 * An armor; armor at level L = base_armor + armor_per_level × (L − 1).
 */
export type Armor = {
    id: number;
    name: string;
    description: string;
    base_armor: number;
    armor_per_level: number;
    primary_stat: PrimaryStat;
};

