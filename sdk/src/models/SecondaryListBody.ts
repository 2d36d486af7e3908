/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SecondaryCharacterBody } from './SecondaryCharacterBody';
/**
 * An account's secondary characters.
 */
export type SecondaryListBody = {
    characters: Array<SecondaryCharacterBody>;
};

