/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A player on the online list.
 */
export type OnlineUserBody = {
    id: number;
    /**
     * The main character's name.
     */
    user: string;
    race: string;
    gender: string;
    avatar?: string | null;
    /**
     * looking, maybe or not_looking.
     */
    status: string;
};

