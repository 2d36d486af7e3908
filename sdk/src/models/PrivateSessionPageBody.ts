/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrivateSessionBody } from './PrivateSessionBody';
/**
 * One page of the open (or, from the archive, closed) sessions, most recently active
 * first.
 */
export type PrivateSessionPageBody = {
    sessions: Array<PrivateSessionBody>;
    /**
     * Sessions in the whole list (open ones, or closed ones from the archive).
     */
    total: number;
    /**
     * This page's number, from 1.
     */
    page: number;
    pageSize: number;
};

