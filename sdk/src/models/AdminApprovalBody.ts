/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An approval.
 */
export type AdminApprovalBody = {
    approved: boolean;
};

