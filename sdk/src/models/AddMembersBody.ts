/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Accounts to invite.
 */
export type AddMembersBody = {
    userIds?: Array<number>;
};

