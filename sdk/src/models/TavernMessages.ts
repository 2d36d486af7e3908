/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernMessageBody } from './TavernMessageBody';
import type { TavernPagination } from './TavernPagination';
/**
 * One page of a room: page 1 holds the newest messages; each page is oldest first.
 */
export type TavernMessages = {
    messages: Array<TavernMessageBody>;
    pagination: TavernPagination;
};

