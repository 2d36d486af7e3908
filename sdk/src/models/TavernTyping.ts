/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * "…pisze" in a room.
 */
export type TavernTyping = {
    roomId: number;
};

