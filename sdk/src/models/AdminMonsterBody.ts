/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A monster in the back office.
 */
export type AdminMonsterBody = {
    id: number;
    name: string;
    /**
     * The name in the instrumental, without "z"/"ze" ("Szczurem kanałowym"); null: the plain
     * name stands in 'Rozpoczynasz walkę z …!'.
     */
    nameInstrumental?: string | null;
    description: string;
    level: number;
    health: number;
    attack: number;
    defense: number;
    experienceReward: number;
};

