// Every /home page of the route table (spec 1 §2) in one place: the router builds its routes
// from this list and the sidebar its navigation, so the two can never disagree.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../shared/access/can';
import type { SessionKind } from '../shared/sessions/model';
import { BestiaryPage, lorePage, withRuleEntries } from './lore';

export type NavSection = 'postac' | 'gra' | 'swiat' | 'konto';

export interface HomePage {
  /** Path under /home ('' is the index). */
  path: string;
  /** Polish title, shown in the sidebar and on the page. */
  title: string;
  /** Where it sits in the sidebar; pages without a section are reached from other pages. */
  section?: NavSection;
  /** Only for the holders of this permission: hidden from the others' navigation, and they are sent home. */
  permission?: Permission;
  /** What a viewer without the permission is told before being sent home (pages that say so). */
  refusal?: string;
  /** Shown in the sidebar, disabled, marked 'wkrótce'. */
  comingSoon?: boolean;
  /** The page itself; until its feature lands, a 'w przygotowaniu' page with the title. */
  component?: LazyExoticComponent<ComponentType>;
}

type SessionPageModule = Promise<{ default: ComponentType<{ kind: SessionKind }> }>;

/** A lazy page of the session screens, which are one component per screen configured by the kind. */
function sessionPage(kind: SessionKind, load: () => SessionPageModule): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { default: Page } = await load();
    const SessionPage = () => createElement(Page, { kind });
    return { default: SessionPage };
  });
}

/** A page that takes an admin to a page of the back office. */
function backOfficePage(to: string): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { default: Redirect } = await import('../features/adminpanel/routes/BackOfficeRedirect');
    const BackOfficePage = () => createElement(Redirect, { to });
    return { default: BackOfficePage };
  });
}

/** The spec's word to a non-admin who opens the admin panel (spec 3 §2.16). */
export const ADMIN_PANEL_REFUSAL = 'Brak uprawnień do dostępu do panelu admina';

const sessionList = () => import('../features/sessions/routes/SessionListPage');
const newSession = () => import('../features/sessions/routes/NewSessionPage');
const sessionArchive = () => import('../features/sessions/routes/SessionArchivePage');
const sessionView = () => import('../features/sessions/routes/SessionViewPage');

export const HOME_PAGES: HomePage[] = [
  { path: '', title: 'Strona główna', component: lazy(() => import('../features/news/routes/HomePage')) },
  { path: 'profile/:id', title: 'Profil', component: lazy(() => import('../features/profile/routes/ProfilePage')) },
  { path: 'statscard', title: 'Karta postaci', section: 'postac', component: lazy(() => import('../features/statscard/routes/StatsCardPage')) },
  { path: 'equipment', title: 'Ekwipunek', section: 'postac', component: lazy(() => import('../features/arena/routes/EquipmentPage')) },
  { path: 'avatarcomponent', title: 'Awatar', component: lazy(() => import('../features/avatar/routes/AvatarPage')) },
  { path: 'messages', title: 'Wiadomości', section: 'gra', component: lazy(() => import('../features/messages/routes/MessagesPage')) },
  { path: 'messages/new', title: 'Nowa wiadomość', component: lazy(() => import('../features/messages/routes/NewMessagePage')) },
  { path: 'messages/:conversationId', title: 'Rozmowa', component: lazy(() => import('../features/messages/routes/ConversationPage')) },
  { path: 'privateSessions', title: 'Sesje prywatne', section: 'gra', component: sessionPage('private', sessionList) },
  { path: 'privateSessions/new', title: 'Nowa sesja prywatna', component: sessionPage('private', newSession) },
  { path: 'privateSessions/archive', title: 'Archiwum sesji prywatnych', component: sessionPage('private', sessionArchive) },
  { path: 'privateSessions/:sessionId', title: 'Sesja prywatna', component: sessionPage('private', sessionView) },
  { path: 'generalSessions', title: 'Sesje ogólne', section: 'gra', component: sessionPage('general', sessionList) },
  { path: 'generalSessions/new', title: 'Nowa sesja ogólna', component: sessionPage('general', newSession) },
  { path: 'generalSessions/archive', title: 'Archiwum sesji ogólnych', component: sessionPage('general', sessionArchive) },
  { path: 'generalSessions/:sessionId', title: 'Sesja ogólna', component: sessionPage('general', sessionView) },
  { path: 'tavern', title: 'Karczma', section: 'gra', component: lazy(() => import('../features/tavern/routes/TavernPage')) },
  { path: 'arena', title: 'Arena', section: 'gra', component: lazy(() => import('../features/arena/routes/ArenaPage')) },
  { path: 'infopanel', title: 'Miasto', section: 'gra', component: lorePage('infos') },
  { path: 'players', title: 'Lista Graczy', section: 'gra', component: lazy(() => import('../features/players/routes/PlayersPage')) },
  { path: 'infopanel2', title: 'Informacje', section: 'swiat', component: lorePage('infos2') },
  { path: 'bestiary', title: 'Bestiariusz', section: 'swiat', component: BestiaryPage },
  { path: 'spells', title: 'Zaklęcia', section: 'swiat', component: lorePage('spells') },
  { path: 'werewolves', title: 'Wilkołaki', section: 'swiat', component: lorePage('werewolves') },
  { path: 'vampires', title: 'Wampiry', section: 'swiat', component: lorePage('vampires') },
  { path: 'mag', title: 'Magowie', section: 'swiat', component: lorePage('mag') },
  { path: 'guards', title: 'Ludzie', section: 'swiat', component: lorePage('guards') },
  { path: 'inmates', title: 'Osadzeni', section: 'swiat', component: lorePage('inmates') },
  { path: 'law', title: 'Prawo', section: 'swiat', component: lorePage('law') },
  { path: 'mechanics', title: 'Mechanika Gry', section: 'swiat', component: lorePage('mechanics') },
  { path: 'cults', title: 'Kulty', section: 'swiat', component: lorePage('cults') },
  { path: 'technology', title: 'Technologie', section: 'swiat', component: lorePage('technology') },
  { path: 'drugs', title: 'Używki', section: 'swiat', component: lorePage('drugs') },
  { path: 'npc', title: 'NPC', section: 'swiat', component: lorePage('npc') },
  { path: 'rules', title: 'Regulamin', section: 'konto', component: withRuleEntries(() => import('../features/rules/routes/HomeRulesPage')) },
  { path: 'settings', title: 'Ustawienia', section: 'konto', component: lazy(() => import('../features/settings/routes/SettingsPage')) },
  { path: 'settings/reports', title: 'Zgłoszenia Sesji', component: lazy(() => import('../features/reports/routes/ReportsPage')) },
  {
    path: 'settings/admin/reports',
    title: 'Panel Zgłoszeń - Administrator',
    permission: 'reviewReports',
    component: lazy(() => import('../features/reports/routes/AdminReportsPage')),
  },
  {
    path: 'adminpanel',
    title: 'Panel administratora',
    section: 'konto',
    permission: 'useBackoffice',
    refusal: ADMIN_PANEL_REFUSAL,
    component: backOfficePage('/admin/panel'),
  },
  {
    path: 'adminpanel/bugtrack',
    title: 'Dziennik błędów',
    permission: 'readLogs',
    refusal: ADMIN_PANEL_REFUSAL,
    component: backOfficePage('/admin/bugtrack'),
  },
];

export const NAV_SECTIONS: Record<NavSection, string> = {
  postac: 'Postać',
  gra: 'Gra',
  swiat: 'Świat',
  konto: 'Konto',
};
