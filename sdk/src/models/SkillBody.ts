/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A skill on a character card.
 */
export type SkillBody = {
    id: number;
    name: string;
    /**
     * 1–6.
     */
    level: number;
    description: string;
    hidden: boolean;
};

