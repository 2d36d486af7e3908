/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type CombatPlayer = {
    name: string;
    level: number;
    health: number;
    maxHealth: number;
    stamina: number;
};

