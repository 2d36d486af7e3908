/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A stored image.
 */
export type ImageBody = {
    /**
     * Path under `/api` (insert it as `/api` + path).
     */
    imagePath: string;
};

