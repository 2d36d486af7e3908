/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The character a participant writes as.
 */
export type ParticipantCharacterBody = {
    character_type: string;
    character_name: string;
};

