/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A character to choose in the admin panel.
 */
export type AdminCharacterChoice = {
    id: number;
    name: string;
    race: string;
    gender: string;
};

