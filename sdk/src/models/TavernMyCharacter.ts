/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernCharacter } from './TavernCharacter';
export type TavernMyCharacter = {
    character: TavernCharacter;
};

