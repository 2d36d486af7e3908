/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Whether the caller sits in prison.
 */
export type PrisonStatusBody = {
    blocked: boolean;
    message?: string | null;
    daysLeft: number;
    releaseDate?: string | null;
    currentDate: string;
};

