/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's new nickname.
 */
export type ChangeNicknameBody = {
    userId?: number | null;
    newNickname?: string;
};

