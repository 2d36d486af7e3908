/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { SiteInfoBody } from '../models/SiteInfoBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class SiteService {
    /**
     * Contact address and links of this installation. No login needed.
     * @returns SiteInfoBody The installation's contact and links.
     * @throws ApiError
     */
    public static siteInfo(): CancelablePromise<SiteInfoBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/site',
        });
    }
}
