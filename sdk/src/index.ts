/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export { ApiError } from './core/ApiError';
export { CancelablePromise, CancelError } from './core/CancelablePromise';
export { OpenAPI } from './core/OpenAPI';
export type { OpenAPIConfig } from './core/OpenAPI';

export type { CharacterCheckBody } from './models/CharacterCheckBody';
export type { CreateCharacterBody } from './models/CreateCharacterBody';
export type { CreatedCharacterBody } from './models/CreatedCharacterBody';
export type { CredentialsBody } from './models/CredentialsBody';
export type { ErrorBody } from './models/ErrorBody';
export type { ForgotPasswordBody } from './models/ForgotPasswordBody';
export type { LoginBody } from './models/LoginBody';
export type { MessageBody } from './models/MessageBody';
export type { PrisonStatusBody } from './models/PrisonStatusBody';
export type { ResetLinkBody } from './models/ResetLinkBody';
export type { ResetPasswordBody } from './models/ResetPasswordBody';
export type { ResidentMessageBody } from './models/ResidentMessageBody';
export type { SiteInfoBody } from './models/SiteInfoBody';

export { AccountsService } from './services/AccountsService';
export { CharactersService } from './services/CharactersService';
export { ModerationService } from './services/ModerationService';
export { SiteService } from './services/SiteService';
