/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Armor } from './Armor';
import type { Weapon } from './Weapon';
/**
 * The equipment chosen.
 */
export type EquipmentChosen = {
    success: boolean;
    weapon: Weapon;
    armor: Armor;
    weapon_level: number;
    armor_level: number;
};

