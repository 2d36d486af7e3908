/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A monster of the arena.
 */
export type ArenaMonster = {
    id: number;
    name: string;
    level: number;
    health: number;
    attack: number;
    defense: number;
    description?: string | null;
    experience_reward: number;
};

