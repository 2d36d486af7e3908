/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Armor } from './Armor';
import type { Weapon } from './Weapon';
/**
 * The player's equipment; without any, `hasEquipment` is false and the rest null.
 */
export type Equipment = {
    hasEquipment: boolean;
    weapon?: Weapon | null;
    armor?: Armor | null;
    weapon_level?: number | null;
    armor_level?: number | null;
    /**
     * The weapon's damage at its level.
     */
    weapon_damage?: number | null;
    /**
     * The armor's value at its level.
     */
    armor_value?: number | null;
};

