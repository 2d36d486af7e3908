// Renders back-office components the way the app runs them: react-admin's context with our
// dataProvider and Polish i18nProvider, and its notification, so a test reads what a user sees.
import type { ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider';
import { dataProvider } from '../providers/dataProvider';

/** Renders `ui` for `resource`, at `path` (a route of `ui` may read its parameters) when given. */
export function renderAdmin(ui: ReactNode, resource?: string, path = '/') {
  // No retries: a failed read shows at once, as the tests expect.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} queryClient={queryClient}>
        {resource ? <ResourceContextProvider value={resource}>{ui}</ResourceContextProvider> : ui}
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
}

/** The notification on screen (react-admin shows one at a time), with its kind. */
export function notification(): { text: string; type: string } | undefined {
  const shown = document.querySelector<HTMLElement>('.MuiSnackbarContent-message');
  if (!shown) return undefined;
  const content = shown.closest('.MuiSnackbarContent-root');
  // react-admin marks success, error and warning; an info notification has no class of its own.
  const kind = ['success', 'error', 'warning'].find((type) => content?.classList.contains(`RaNotification-${type}`)) ?? 'info';
  return { text: shown.textContent ?? '', type: kind };
}

/** Opens a collapsed section of the admin panel, as a user clicks its title. */
export function openSection(title: string): void {
  fireEvent.click(screen.getByRole('button', { name: title }));
}

/** A phone's screen as MUI's media queries read it: every max-width query matches. */
export function phoneScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}
