/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PlayerRowBody } from './PlayerRowBody';
/**
 * `{players}`.
 */
export type PlayersBody = {
    players: Array<PlayerRowBody>;
};

