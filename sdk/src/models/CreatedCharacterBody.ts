/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The created character.
 */
export type CreatedCharacterBody = {
    message: string;
    user: string;
    gender: string;
    race: string;
};

