/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * Where a search looks.
 */
export type SearchScopeParam = 'all' | 'bestiary';
