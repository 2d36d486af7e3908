/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The stats card's character (spec 3 §3 "Character (card view)").
 */
export type PlayerProfileBody = {
    user: string;
    age?: number | null;
    race: string;
    gender: string;
    classType?: string | null;
    magic?: string | null;
    strength: number;
    dexterity: number;
    speed: number;
    intelligence: number;
    willpower: number;
    endurance: number;
    /**
     * Free text or a JSON sheet with skills and flaws.
     */
    informacje?: string | null;
};

