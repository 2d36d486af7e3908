/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernEvent } from './TavernEvent';
export type TavernEvents = {
    events: Array<TavernEvent>;
};

