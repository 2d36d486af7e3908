/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The stamina: 100 a day, 1 a fight, full again at 05:00 Warsaw time.
 */
export type Stamina = {
    stamina: number;
    maxStamina: number;
    canFight: boolean;
    nextReset: string;
};

