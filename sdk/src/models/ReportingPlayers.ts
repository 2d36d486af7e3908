/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportingPlayer } from './ReportingPlayer';
export type ReportingPlayers = {
    users: Array<ReportingPlayer>;
    /**
     * How many players have reports in all.
     */
    total: number;
};

