/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A participant of a private session.
 */
export type PrivateParticipantBody = {
    user_id: number;
    user_name: string;
    avatar?: string | null;
};

