/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * An announcement as players get it.
 */
export type GlobalMessage = {
    id: number;
    title: string;
    /**
     * Plain text; line breaks are meant to be kept.
     */
    content: string;
    created_at: string;
};

