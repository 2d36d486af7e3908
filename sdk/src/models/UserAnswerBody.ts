/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { UserBody } from './UserBody';
/**
 * The spec's answer to `GET /api/users/{id}`: `user`.
 */
export type UserAnswerBody = {
    user: UserBody;
};

