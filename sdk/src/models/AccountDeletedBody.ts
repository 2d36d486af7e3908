/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { DeletionPreviewBody } from './DeletionPreviewBody';
/**
 * An account deleted, with what went with it.
 */
export type AccountDeletedBody = {
    success: boolean;
    message: string;
    summary: DeletionPreviewBody;
};

