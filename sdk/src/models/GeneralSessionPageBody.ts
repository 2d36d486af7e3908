/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GeneralSessionBody } from './GeneralSessionBody';
/**
 * One page of the open general sessions, most recently active first.
 */
export type GeneralSessionPageBody = {
    sessions: Array<GeneralSessionBody>;
    /**
     * Open sessions in the whole list.
     */
    total: number;
    /**
     * This page's number, from 1.
     */
    page: number;
    pageSize: number;
};

