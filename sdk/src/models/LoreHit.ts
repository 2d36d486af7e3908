/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A search hit.
 */
export type LoreHit = {
    /**
     * The collection's path (`werewolves`, `infos2`, …) or `bestiary`.
     */
    kind: string;
    id: number;
    title: string;
    /**
     * Up to 100 characters of the text around the first match ('…' where cut).
     */
    snippet: string;
};

