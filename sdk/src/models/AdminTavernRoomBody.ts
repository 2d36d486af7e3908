/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A tavern room in the back office.
 */
export type AdminTavernRoomBody = {
    id: number;
    name: string;
    description: string;
    /**
     * People inside this room and online now.
     */
    activeUsersCount: number;
    /**
     * Messages posted in the room (removed with it).
     */
    messageCount: number;
};

