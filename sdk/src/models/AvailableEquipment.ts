/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Armor } from './Armor';
import type { Weapon } from './Weapon';
/**
 * What the equipment screen may offer: magic items only to characters who use magic.
 */
export type AvailableEquipment = {
    hasEquipment: boolean;
    hasMagic: boolean;
    weaponOptions: Array<Weapon>;
    armorOptions: Array<Armor>;
};

