/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * General sessions everyone reads, or private ones for their participants.
 */
export type SessionKind = 'general' | 'private';
