/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PushKeys } from './PushKeys';
/**
 * A browser's push subscription (`PushSubscription.toJSON()`; other fields are ignored).
 */
export type PushSubscription = {
    /**
     * The push service's URL for this browser: https on a public host.
     */
    endpoint: string;
    keys: PushKeys;
};

