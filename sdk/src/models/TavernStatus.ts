/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernCharacter } from './TavernCharacter';
import type { TavernRoom } from './TavernRoom';
/**
 * Whether the caller is inside, as whom and in which room (none until they choose one).
 */
export type TavernStatus = {
    isInTavern: boolean;
    character?: TavernCharacter | null;
    room?: TavernRoom | null;
};

