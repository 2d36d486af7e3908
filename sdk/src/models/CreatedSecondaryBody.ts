/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SecondaryCharacterBody } from './SecondaryCharacterBody';
/**
 * A created secondary character.
 */
export type CreatedSecondaryBody = {
    message: string;
    character: SecondaryCharacterBody;
};

