/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { TavernParticipant } from './TavernParticipant';
import type { TavernParticipantCharacter } from './TavernParticipantCharacter';
export type TavernParticipants = {
    participants: Array<TavernParticipant>;
    characters: Array<TavernParticipantCharacter>;
};

