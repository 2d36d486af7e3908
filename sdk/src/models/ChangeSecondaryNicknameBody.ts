/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character's new nickname, by its id.
 */
export type ChangeSecondaryNicknameBody = {
    characterId?: number | null;
    newNickname?: string;
};

