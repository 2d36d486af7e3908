/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationChannels } from './NotificationChannels';
/**
 * New settings: the kinds given change (others stay), the digest when given.
 */
export type NotificationSettingsChange = {
    kinds?: Record<string, NotificationChannels> | null;
    digest?: string | null;
};

