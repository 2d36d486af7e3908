/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CharacterType } from './CharacterType';
/**
 * A character in the back office.
 */
export type AdminCharacterBody = {
    id: number;
    userId: number;
    ownerEmail: string;
    /**
     * 0 main, 1 or 2 secondary.
     */
    slot: number;
    kind: CharacterType;
    name: string;
    race: string;
    gender: string;
    magic?: string | null;
    approved: boolean;
    createdAt: string;
};

