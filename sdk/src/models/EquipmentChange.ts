/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { EquipmentKind } from './EquipmentKind';
/**
 * Another weapon or armor (its level back to 1).
 */
export type EquipmentChange = {
    type: EquipmentKind;
    /**
     * The id of the weapon or armor to take.
     */
    archetype: number;
};

