/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A monster as an admin writes it.
 */
export type AdminMonsterForm = {
    /**
     * Up to 80 characters.
     */
    name: string;
    /**
     * The name in the instrumental, without "z"/"ze" ("Szczurem kanałowym"), up to 80
     * characters; empty or absent: the plain name is used.
     */
    nameInstrumental?: string | null;
    /**
     * Up to 1,000 characters.
     */
    description?: string;
    /**
     * 1–100.
     */
    level: number;
    /**
     * 1–100,000.
     */
    health: number;
    /**
     * 1–100,000.
     */
    attack: number;
    /**
     * 0–100,000.
     */
    defense: number;
    /**
     * 1–100,000.
     */
    experienceReward: number;
};

