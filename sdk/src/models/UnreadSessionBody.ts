/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An open session the caller takes part in with activity they have not seen.
 */
export type UnreadSessionBody = {
    id: number;
    lastActivity: string;
};

