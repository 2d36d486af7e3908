/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EquipmentKind } from './EquipmentKind';
import type { PrimaryStat } from './PrimaryStat';
/**
 * An archetype as an admin writes it (the kind of an existing one cannot change).
 */
export type AdminArchetypeForm = {
    kind: EquipmentKind;
    /**
     * Up to 80 characters.
     */
    name: string;
    /**
     * Up to 1,000 characters.
     */
    description?: string;
    primaryStat: PrimaryStat;
    /**
     * 0–10,000.
     */
    base: number;
    /**
     * 0–10,000.
     */
    perLevel: number;
};

