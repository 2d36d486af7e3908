/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A room with the number of people in it now.
 */
export type TavernRoom = {
    id: number;
    name: string;
    description: string;
    /**
     * People inside this room and online now.
     */
    active_users_count: number;
};

