/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserCharacterBody } from './UserCharacterBody';
/**
 * `{characters}`.
 */
export type UserCharactersBody = {
    characters: Array<UserCharacterBody>;
};

