/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A player-status change.
 */
export type PlayerStatusBody = {
    status?: string;
};

