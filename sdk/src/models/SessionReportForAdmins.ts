/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ReportStatus } from './ReportStatus';
import type { SessionKind } from './SessionKind';
/**
 * A report as admins read it: with the internal note.
 */
export type SessionReportForAdmins = {
    id: number;
    session_id: number;
    session_title: string;
    session_type: SessionKind;
    what_happened: string;
    world_consequences: string;
    character_consequences: string;
    reported_skills: string;
    status: ReportStatus;
    created_at: string;
    /**
     * Set when a rejected report was corrected and sent again.
     */
    updated_at?: string | null;
    /**
     * The reviewer's word to the player.
     */
    admin_comment?: string | null;
    reviewed_by_name?: string | null;
    reviewed_at?: string | null;
    /**
     * For admins only.
     */
    internal_comment?: string | null;
};

