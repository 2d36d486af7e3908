/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PlayerRowBody } from './PlayerRowBody';
/**
 * `{players, total, page, pageSize}`: the whole list (at most 1,000, the lowest ids) or one
 * page, by account id.
 */
export type PlayersBody = {
    players: Array<PlayerRowBody>;
    /**
     * Every player the race filter selects: those of the other pages (or past the whole list's
     * 1,000) too.
     */
    total: number;
    /**
     * This page's number, from 1; `null` for the whole list.
     */
    page?: number | null;
    /**
     * Players a page (50); `null` for the whole list.
     */
    pageSize?: number | null;
};

