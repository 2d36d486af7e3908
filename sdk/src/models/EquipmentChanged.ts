/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Equipment } from './Equipment';
export type EquipmentChanged = {
    success: boolean;
    message: string;
    equipment: Equipment;
};

