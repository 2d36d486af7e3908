/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserCharacterBody } from './UserCharacterBody';
/**
 * The character set of an account (spec 2 §3): the main one (none after a reset) and the
 * secondary ones.
 */
export type UserCharactersBody = {
    mainCharacter?: UserCharacterBody | null;
    secondaryCharacters: Array<UserCharacterBody>;
};

