/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * The character a participant writes as.
 */
export type ParticipantCharacterBody = {
    character_type: CharacterType;
    character_name: string;
};

