/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A main character's profile (spec 1 §3 "Profile data").
 */
export type ProfileDataBody = {
    /**
     * The account id (profiles are addressed by it).
     */
    id: number;
    character_id: number;
    /**
     * Path of the avatar, shown from `/api` + path.
     */
    avatar?: string | null;
    userName: string;
    nickname: string;
    /**
     * The character's name.
     */
    user: string;
    race: string;
    gender: string;
    /**
     * Rank.
     */
    role: string;
    /**
     * 'Tak', 'Nie' or null when not chosen yet.
     */
    magic?: string | null;
    /**
     * Sanitized HTML.
     */
    description: string;
    /**
     * One achievement per line.
     */
    achievements: string;
    achievement_list: Array<string>;
    status: string;
    approved: boolean;
    age?: number | null;
    level: number;
    hp: number;
    current_hp: number;
    max_hp: number;
    mp: number;
    current_mp: number;
    max_mp: number;
    stamina: number;
    current_stamina: number;
    max_stamina: number;
};

