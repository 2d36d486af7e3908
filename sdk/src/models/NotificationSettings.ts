/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { NotificationChannels } from './NotificationChannels';
/**
 * The caller's notification settings: every kind's channels and the e-mail digest
 * (`off`, `hourly`, `daily`).
 */
export type NotificationSettings = {
    kinds: Record<string, NotificationChannels>;
    digest: string;
};

