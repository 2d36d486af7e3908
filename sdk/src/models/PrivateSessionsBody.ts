/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrivateSessionBody } from './PrivateSessionBody';
/**
 * The spec's whole list of sessions (`sessions[]`), most recently active first.
 */
export type PrivateSessionsBody = {
    sessions: Array<PrivateSessionBody>;
};

