/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UnreadSessionBody } from './UnreadSessionBody';
/**
 * The caller's unread sessions by kind: the sidebar's markers without the lists.
 */
export type UnreadSessionsBody = {
    general: Array<UnreadSessionBody>;
    private: Array<UnreadSessionBody>;
};

