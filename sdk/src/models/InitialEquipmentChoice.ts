/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The first choice: both are required ('Wybierz broń i zbroję!').
 */
export type InitialEquipmentChoice = {
    weaponId?: number | null;
    armorId?: number | null;
};

