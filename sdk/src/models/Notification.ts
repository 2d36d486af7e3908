/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A notice as the player sees it.
 */
export type Notification = {
    id: number;
    /**
     * `session_post`, `message`, `invite`, `mention`, `report_reviewed` or `news`.
     */
    kind: string;
    /**
     * The Polish sentence ("3 nowe wpisy w sesji „…”").
     */
    text: string;
    /**
     * Where it leads in the site (`/home/…`).
     */
    link: string;
    /**
     * The player's character it concerns, when one does.
     */
    characterName?: string | null;
    createdAt: string;
    readAt?: string | null;
};

