/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ArenaMonster } from './ArenaMonster';
/**
 * The arena's board.
 */
export type ArenaBoard = {
    /**
     * The weakest first.
     */
    monsters: Array<ArenaMonster>;
    playerLevel: number;
    playerStamina: number;
    /**
     * Stamina left and equipment chosen.
     */
    canFight: boolean;
    hasEquipment: boolean;
    /**
     * Experience within the current level and what the next level needs.
     */
    playerExperience: number;
    experienceToNextLevel: number;
};

