/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EquipmentKind } from './EquipmentKind';
import type { PrimaryStat } from './PrimaryStat';
/**
 * A weapon or armor archetype in the back office: `base` and `perLevel` are damage for a
 * weapon, armor for an armor.
 */
export type AdminArchetypeBody = {
    id: number;
    kind: EquipmentKind;
    name: string;
    description: string;
    primaryStat: PrimaryStat;
    base: number;
    perLevel: number;
};

