/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { PrisonStatusBody } from '../models/PrisonStatusBody';
import type { ResidentMessageBody } from '../models/ResidentMessageBody';
import type { CancelablePromise } from '../core/CancelablePromise';
import { OpenAPI } from '../core/OpenAPI';
import { request as __request } from '../core/request';
export class ModerationService {
    /**
     * Whether the caller is imprisoned (no prisons yet: never).
     * @returns PrisonStatusBody The prison status.
     * @throws ApiError
     */
    public static checkPrisonStatus(): CancelablePromise<PrisonStatusBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/check-prison-status',
        });
    }
    /**
     * Whether an announcement blocks the game for residents (none yet). No login needed.
     * @returns ResidentMessageBody The block announcement status.
     * @throws ApiError
     */
    public static checkResidentMessage(): CancelablePromise<ResidentMessageBody> {
        return __request(OpenAPI, {
            method: 'GET',
            url: '/admin/check-resident-message',
        });
    }
}
