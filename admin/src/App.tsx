// The back office: react-admin under /admin/ on the SDK's dataProvider and authProvider.
import { Admin, CustomRoutes, Resource } from 'react-admin';
// react-router-dom, as react-admin itself imports it: one router instance everywhere (tests too).
import { BrowserRouter, Route } from 'react-router-dom';
import { AdminPanelPage, NoPanelAccess } from './adminPanel/AdminPanelPage';
import { BugtrackPage } from './adminPanel/BugtrackPage';
import arenaMonsters from './arenaMonsters';
import auditLog from './auditLog';
import characters from './characters';
import { i18nProvider } from './i18n/i18nProvider';
import globalMessages from './globalMessages';
import equipmentArchetypes from './equipmentArchetypes';
import { Dashboard } from './layout/Dashboard';
import { Layout } from './layout/Layout';
import { LoginPage } from './layout/LoginPage';
import news from './news';
import reports from './reports';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import residentMessages from './residentMessages';
import sessions from './sessions';
import tavernEvents from './tavernEvents';
import tavernRooms from './tavernRooms';
import { theme } from './theme';
import users from './users';

export const APP_TITLE = 'Mrok — panel administracyjny';

/** The resources an administrator works with, in the menu's order. */
const RESOURCES = [
  users,
  characters,
  sessions,
  tavernRooms,
  tavernEvents,
  arenaMonsters,
  equipmentArchetypes,
  news,
  reports,
  globalMessages,
  residentMessages,
  auditLog,
];

export function App() {
  return (
    <BrowserRouter basename="/admin" useTransitions={false}>
      <Admin
        title={APP_TITLE}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        theme={theme}
        layout={Layout}
        loginPage={LoginPage}
        dashboard={Dashboard}
        requireAuth
        disableTelemetry
      >
        {/* Administrators only: a game master has no resource, so a typed-in /admin/characters
            is "not found" rather than a refused API call; the admin panel and the bugtrack tell
            anyone else that they are not allowed and send them to the start page (spec 3 §2.16). */}
        {(permissions: unknown) =>
          permissions === 'admin'
            ? [
                ...RESOURCES.map((resource) => <Resource key={resource.name} {...resource} />),
                <CustomRoutes key="panel">
                  <Route path="/panel" element={<AdminPanelPage />} />
                  <Route path="/bugtrack" element={<BugtrackPage />} />
                </CustomRoutes>,
              ]
            : [
                <CustomRoutes key="panel">
                  <Route path="/panel" element={<NoPanelAccess />} />
                  <Route path="/bugtrack" element={<NoPanelAccess />} />
                </CustomRoutes>,
              ]
        }
      </Admin>
    </BrowserRouter>
  );
}
