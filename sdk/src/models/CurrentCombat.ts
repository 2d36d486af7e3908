/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { Combat } from './Combat';
export type CurrentCombat = {
    /**
     * The fight under way, if any.
     */
    combat?: Combat | null;
};

