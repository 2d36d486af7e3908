/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A secondary character's new nickname, by its account and id.
 */
export type ChangeSecondaryNicknameByUserBody = {
    userId?: number | null;
    characterId?: number | null;
    newNickname?: string;
};

