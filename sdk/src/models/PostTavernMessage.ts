/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
/**
 * A message to post in the room the caller is in.
 */
export type PostTavernMessage = {
    /**
     * Rich HTML from the composer (sanitized on the server); left out, empty (refused in Polish).
     */
    message?: string;
    /**
     * Speak as the narrator for this message only.
     */
    isNarrator?: boolean;
    /**
     * The room the caller is in (checked); their current room when left out.
     */
    roomId?: number | null;
};

