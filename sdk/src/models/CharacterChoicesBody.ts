/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { AdminCharacterChoice } from './AdminCharacterChoice';
export type CharacterChoicesBody = {
    characters: Array<AdminCharacterChoice>;
};

