/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { CardBody } from './CardBody';
/**
 * `{characterCard}`.
 */
export type CharacterCardBody = {
    characterCard: CardBody;
};

