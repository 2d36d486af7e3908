/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export type TavernPagination = {
    /**
     * 1 is the newest page.
     */
    page: number;
    limit: number;
    /**
     * Messages in the room.
     */
    total: number;
    totalPages: number;
};

