/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A new private session.
 */
export type CreatePrivateSessionBody = {
    title?: string;
    /**
     * Invited account ids.
     */
    participantIds?: Array<number>;
    characterType?: string;
    characterId?: number;
    message?: string;
};

