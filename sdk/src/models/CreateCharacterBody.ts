/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * The main-character form: name (3–30 characters), gender (Kobieta, Mężczyzna) and race
 * (Człowiek, Wampir, Wilkołak).
 */
export type CreateCharacterBody = {
    user?: string;
    gender?: string;
    race?: string;
};

