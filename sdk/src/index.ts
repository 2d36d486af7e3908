/* generated using openapi-typescript-codegen -- do not edit */
/* istanbul ignore file */
/* tslint:disable */
/* eslint-disable */
export { ApiError } from './core/ApiError';
export { CancelablePromise, CancelError } from './core/CancelablePromise';
export { OpenAPI } from './core/OpenAPI';
export type { OpenAPIConfig } from './core/OpenAPI';

export type { ApprovalBody } from './models/ApprovalBody';
export type { AvatarBody } from './models/AvatarBody';
export type { CardBody } from './models/CardBody';
export type { CardChangesBody } from './models/CardChangesBody';
export type { CharacterCardBody } from './models/CharacterCardBody';
export type { CharacterCheckBody } from './models/CharacterCheckBody';
export type { CharacterResetBody } from './models/CharacterResetBody';
export type { CreateCharacterBody } from './models/CreateCharacterBody';
export type { CreatedCharacterBody } from './models/CreatedCharacterBody';
export type { CreatedEntryBody } from './models/CreatedEntryBody';
export type { CreatedSecondaryBody } from './models/CreatedSecondaryBody';
export type { CreateSecondaryBody } from './models/CreateSecondaryBody';
export type { CredentialsBody } from './models/CredentialsBody';
export type { DescriptionBody } from './models/DescriptionBody';
export type { ErrorBody } from './models/ErrorBody';
export type { FlawBody } from './models/FlawBody';
export type { FlawForm } from './models/FlawForm';
export type { ForgotPasswordBody } from './models/ForgotPasswordBody';
export type { ImageBody } from './models/ImageBody';
export type { LoginBody } from './models/LoginBody';
export type { MagicBody } from './models/MagicBody';
export type { MessageBody } from './models/MessageBody';
export type { OnlineUserBody } from './models/OnlineUserBody';
export type { OnlineUsersBody } from './models/OnlineUsersBody';
export type { PlayerProfileBody } from './models/PlayerProfileBody';
export type { PlayerRowBody } from './models/PlayerRowBody';
export type { PlayersBody } from './models/PlayersBody';
export type { PlayerStatusBody } from './models/PlayerStatusBody';
export type { PrisonStatusBody } from './models/PrisonStatusBody';
export type { ProfileBody } from './models/ProfileBody';
export type { ProfileDataBody } from './models/ProfileDataBody';
export type { ResetLinkBody } from './models/ResetLinkBody';
export type { ResetPasswordBody } from './models/ResetPasswordBody';
export type { ResidentMessageBody } from './models/ResidentMessageBody';
export type { SavedDescriptionBody } from './models/SavedDescriptionBody';
export type { SecondaryCharacterBody } from './models/SecondaryCharacterBody';
export type { SecondaryListBody } from './models/SecondaryListBody';
export type { SiteInfoBody } from './models/SiteInfoBody';
export type { SkillBody } from './models/SkillBody';
export type { SkillForm } from './models/SkillForm';
export type { StatusBody } from './models/StatusBody';
export type { UpdateCardBody } from './models/UpdateCardBody';
export type { UserBody } from './models/UserBody';
export type { UserCharacterBody } from './models/UserCharacterBody';
export type { UserCharactersBody } from './models/UserCharactersBody';

export { AccountsService } from './services/AccountsService';
export { CardsService } from './services/CardsService';
export { CharactersService } from './services/CharactersService';
export { ModerationService } from './services/ModerationService';
export { PlayersService } from './services/PlayersService';
export { ProfilesService } from './services/ProfilesService';
export { SiteService } from './services/SiteService';
export { UploadsService } from './services/UploadsService';
