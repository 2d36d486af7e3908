/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CardChangesBody } from './CardChangesBody';
/**
 * `{characterCard: {name, age, magic}}`.
 */
export type UpdateCardBody = {
    characterCard: CardChangesBody;
};

