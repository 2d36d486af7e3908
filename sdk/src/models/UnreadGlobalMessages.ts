/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { GlobalMessage } from './GlobalMessage';
export type UnreadGlobalMessages = {
    /**
     * The oldest first, at most 50.
     */
    messages: Array<GlobalMessage>;
};

