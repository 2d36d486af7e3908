/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The server's VAPID public key: a browser's `applicationServerKey`.
 */
export type PushKey = {
    /**
     * The uncompressed P-256 point, base64url without padding.
     */
    publicKey: string;
};

