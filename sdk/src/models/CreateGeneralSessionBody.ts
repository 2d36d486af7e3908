/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A new general session.
 */
export type CreateGeneralSessionBody = {
    title?: string;
    /**
     * Invited account ids.
     */
    users?: Array<number>;
    /**
     * The owner's character (`main`, `secondary`, `narrator`); their main one when absent.
     */
    characterType?: string;
    characterId?: number;
    /**
     * The first message (rich HTML); it may also be posted afterwards.
     */
    message?: string;
};

