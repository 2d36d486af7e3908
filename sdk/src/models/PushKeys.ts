/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A browser's keys for its subscription, as `PushSubscription.toJSON().keys` gives them.
 */
export type PushKeys = {
    /**
     * The browser's P-256 public key, base64url.
     */
    p256dh: string;
    /**
     * The browser's 16-byte auth secret, base64url.
     */
    auth: string;
};

