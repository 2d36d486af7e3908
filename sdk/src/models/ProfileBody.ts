/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { ProfileDataBody } from './ProfileDataBody';
/**
 * A profile with whether the viewer may edit it.
 */
export type ProfileBody = {
    profileData: ProfileDataBody;
    editable: boolean;
};

