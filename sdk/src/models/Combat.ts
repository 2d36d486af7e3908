/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CombatMonster } from './CombatMonster';
import type { CombatPlayer } from './CombatPlayer';
import type { CombatRewards } from './CombatRewards';
import type { CombatStatus } from './CombatStatus';
/**
 * A fight after a call: `message` tells what the last turn did.
 */
export type Combat = {
    combatId: number;
    status: CombatStatus;
    message: string;
    /**
     * The fight's first line, 'Rozpoczynasz walkę ze Szczurem kanałowym!' (the monster's
     * instrumental form with "z" or "ze", else its plain name).
     */
    opening: string;
    player: CombatPlayer;
    monster: CombatMonster;
    /**
     * What a win brought (null otherwise).
     */
    rewards?: CombatRewards | null;
};

