/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character as the nickname tool shows it.
 */
export type SecondaryNicknameBody = {
    nickname: string;
    race: string;
    gender: string;
};

