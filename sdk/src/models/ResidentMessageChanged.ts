/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ResidentMessage } from './ResidentMessage';
/**
 * A change to a resident message, with a word for the alert.
 */
export type ResidentMessageChanged = {
    success: boolean;
    message: string;
    data: ResidentMessage;
};

