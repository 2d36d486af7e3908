/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A stored avatar.
 */
export type AvatarBody = {
    message: string;
    /**
     * Path under `/api`.
     */
    avatarPath: string;
    avatar: string;
};

