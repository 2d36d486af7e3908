/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Who speaks: one of the author's characters, or the narrator.
 */
export type CharacterType = 'main' | 'secondary' | 'narrator';
