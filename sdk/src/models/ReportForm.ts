/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The report form.
 */
export type ReportForm = {
    /**
     * `general` or `private` (informative: the session's id decides).
     */
    sessionType?: string | null;
    sessionId?: number | null;
    /**
     * Informative: the stored title is the session's own.
     */
    sessionTitle?: string | null;
    whatHappened?: string;
    worldConsequences?: string;
    characterConsequences?: string;
    reportedSkills?: string;
};

