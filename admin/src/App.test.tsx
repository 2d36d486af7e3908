import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { storeSession } from './lib/session';
import { notification } from './test/render';
import { fakeToken } from './test/token';

beforeEach(() => {
  // jsdom does not scroll; react-admin scrolls to the top on a new page.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
  localStorage.clear();
  window.history.pushState({}, '', '/');
});

describe('the admin panel for a game master', () => {
  it.each(['/admin/panel', '/admin/bugtrack'])('at %s alerts ‘Brak uprawnień…’ and goes to the start page', async (path) => {
    storeSession({ token: fakeToken('mistrz_gry'), userId: 5, userRole: 'mistrz_gry' });
    window.history.pushState({}, '', path);
    render(<App />);
    expect(await screen.findByTestId('game-master-note')).toBeTruthy();
    await waitFor(() => expect(notification()).toEqual({ text: 'Brak uprawnień do dostępu do panelu admina', type: 'warning' }));
    expect(window.location.pathname).toBe('/admin');
    expect(screen.queryByText('Nie znaleziono')).toBeNull();
  });
});
