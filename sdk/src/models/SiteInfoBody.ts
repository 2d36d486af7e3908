/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Contact and links shown on the pages.
 */
export type SiteInfoBody = {
    /**
     * The administrator's contact address (`MROK_ADMIN_EMAIL`).
     */
    adminEmail: string;
    /**
     * The external wiki (`MROK_WIKI_URL`); empty when there is none.
     */
    wikiUrl: string;
    /**
     * The server's version.
     */
    version: string;
};

