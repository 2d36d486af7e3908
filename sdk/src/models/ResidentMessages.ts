/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ResidentMessage } from './ResidentMessage';
export type ResidentMessages = {
    /**
     * The newest first.
     */
    messages: Array<ResidentMessage>;
};

