/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A room as an admin writes it.
 */
export type AdminTavernRoomForm = {
    /**
     * Up to 80 characters, unique in the tavern.
     */
    name: string;
    /**
     * Up to 500 characters.
     */
    description?: string;
};

