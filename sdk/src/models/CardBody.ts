/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
import type { FlawBody } from './FlawBody';
import type { SkillBody } from './SkillBody';
/**
 * A character card; hidden entries are included for admins only.
 */
export type CardBody = {
    name: string;
    age?: number | null;
    magic?: string | null;
    skills: Array<SkillBody>;
    flaws: Array<FlawBody>;
};

