// Every /home page of the route table (spec 1 §2) in one place: the router builds its routes
// from this list and the sidebar its navigation, so the two can never disagree.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Permission } from '../shared/access/can';
import type { SessionKind } from '../shared/sessions/model';
import type { CollectionKey } from '../features/lore/collections';
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

/** The four pages of a session kind under `path`: the list (in the sidebar), a new one, the archive and one session. */
function sessionPages(kind: SessionKind, path: string, titles: { list: string; new: string; archive: string; one: string }): HomePage[] {
  return [
    { path, title: titles.list, section: 'gra', component: sessionPage(kind, sessionList) },
    { path: `${path}/new`, title: titles.new, component: sessionPage(kind, newSession) },
    { path: `${path}/archive`, title: titles.archive, component: sessionPage(kind, sessionArchive) },
    { path: `${path}/:sessionId`, title: titles.one, component: sessionPage(kind, sessionView) },
  ];
}

/** The world's lore pages, in the sidebar's order: each one collection under its own name. */
const WORLD_PAGES: [collection: CollectionKey, title: string][] = [
  ['spells', 'Zaklęcia'],
  ['werewolves', 'Wilkołaki'],
  ['vampires', 'Wampiry'],
  ['mag', 'Magowie'],
  ['guards', 'Ludzie'],
  ['inmates', 'Osadzeni'],
  ['law', 'Prawo'],
  ['mechanics', 'Mechanika Gry'],
  ['cults', 'Kulty'],
  ['technology', 'Technologie'],
  ['drugs', 'Używki'],
  ['npc', 'NPC'],
];

export const HOME_PAGES: HomePage[] = [
  { path: '', title: 'Strona główna', component: lazy(() => import('../features/news/routes/HomePage')) },
  { path: 'profile/:id', title: 'Profil', component: lazy(() => import('../features/profile/routes/ProfilePage')) },
  { path: 'statscard', title: 'Karta postaci', section: 'postac', component: lazy(() => import('../features/statscard/routes/StatsCardPage')) },
  { path: 'equipment', title: 'Ekwipunek', section: 'postac', component: lazy(() => import('../features/arena/routes/EquipmentPage')) },
  { path: 'avatarcomponent', title: 'Awatar', component: lazy(() => import('../features/avatar/routes/AvatarPage')) },
  { path: 'messages', title: 'Wiadomości', section: 'gra', component: lazy(() => import('../features/messages/routes/MessagesPage')) },
  { path: 'messages/new', title: 'Nowa wiadomość', component: lazy(() => import('../features/messages/routes/NewMessagePage')) },
  { path: 'messages/:conversationId', title: 'Rozmowa', component: lazy(() => import('../features/messages/routes/ConversationPage')) },
  ...sessionPages('private', 'privateSessions', {
    list: 'Sesje prywatne',
    new: 'Nowa sesja prywatna',
    archive: 'Archiwum sesji prywatnych',
    one: 'Sesja prywatna',
  }),
  ...sessionPages('general', 'generalSessions', {
    list: 'Sesje ogólne',
    new: 'Nowa sesja ogólna',
    archive: 'Archiwum sesji ogólnych',
    one: 'Sesja ogólna',
  }),
  { path: 'tavern', title: 'Karczma', section: 'gra', component: lazy(() => import('../features/tavern/routes/TavernPage')) },
  { path: 'arena', title: 'Arena', section: 'gra', component: lazy(() => import('../features/arena/routes/ArenaPage')) },
  { path: 'infopanel', title: 'Miasto', section: 'gra', component: lorePage('infos') },
  { path: 'players', title: 'Lista Graczy', section: 'gra', component: lazy(() => import('../features/players/routes/PlayersPage')) },
  { path: 'infopanel2', title: 'Informacje', section: 'swiat', component: lorePage('infos2') },
  { path: 'bestiary', title: 'Bestiariusz', section: 'swiat', component: BestiaryPage },
  ...WORLD_PAGES.map(([collection, title]): HomePage => ({ path: collection, title, section: 'swiat', component: lorePage(collection) })),
  { path: 'rules', title: 'Regulamin', section: 'konto', component: withRuleEntries(() => import('../features/rules/routes/HomeRulesPage')) },
  { path: 'notifications', title: 'Powiadomienia', component: lazy(() => import('../features/notifications/routes/NotificationsPage')) },
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
