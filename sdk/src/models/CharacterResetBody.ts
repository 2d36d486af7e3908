/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The character reset form.
 */
export type CharacterResetBody = {
    userId: number;
    password?: string;
};

