/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernRoom } from './TavernRoom';
export type TavernRooms = {
    rooms: Array<TavernRoom>;
};

