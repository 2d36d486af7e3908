/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CombatActionKind } from './CombatActionKind';
export type CombatActionRequest = {
    combatId: number;
    action: CombatActionKind;
};

