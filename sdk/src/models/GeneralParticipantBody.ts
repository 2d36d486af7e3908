/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A participant of a general session.
 */
export type GeneralParticipantBody = {
    /**
     * Account id.
     */
    id: number;
    /**
     * Main character's name.
     */
    user: string;
    avatar?: string | null;
};

