import { AdminService, type AdminUserBody, type InformacjaBody, type StatsBody } from '@mrok/sdk';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openSection, renderAdmin } from '../test/render';
import { answer } from '../test/sdk';
import { InformacjaTool, StatsTool } from './ProfileTools';

const STATS: StatsBody = { strength: 5, dexterity: 6, speed: 7, intelligence: 8, willpower: 9, endurance: 10 };
const account = (id: number): AdminUserBody => ({
  id,
  email: `gracz${id}@mrok.test`,
  role: 'mieszkaniec',
  activated: true,
  createdAt: '2025-01-02T03:04:05Z',
  characterName: id === 7 ? 'Morwena' : 'Borys',
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const press = (label: string) => fireEvent.click(screen.getByRole('button', { name: label }));

beforeEach(() => {
  vi.spyOn(AdminService, 'adminGetUser').mockImplementation(({ id }) => answer(account(id)));
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the stats tool', () => {
  it('names the loaded account and saves to it; another ID puts the loaded form away', async () => {
    vi.spyOn(AdminService, 'adminGetStats').mockReturnValue(answer(STATS));
    const save = vi.spyOn(AdminService, 'adminSetStats').mockReturnValue(answer(STATS));
    renderAdmin(<StatsTool />);
    openSection('Statystyki');
    type('ID gracza', '7');
    press('Pobierz statystyki');
    expect(await screen.findByText('Wczytane konto: ID 7 — Morwena (gracz7@mrok.test)')).toBeTruthy();
    type('Siła', '42');
    press('Zapisz statystyki');
    await waitFor(() => expect(save).toHaveBeenCalledWith({ requestBody: { userId: 7, strength: 42 } }));

    type('ID gracza', '8');
    expect(screen.queryByRole('button', { name: 'Zapisz statystyki' })).toBeNull();
    expect(screen.queryByTestId('loaded-account')).toBeNull();
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends only the stats changed since loading, never an emptied one as 0', async () => {
    vi.spyOn(AdminService, 'adminGetStats').mockReturnValue(answer(STATS));
    const save = vi.spyOn(AdminService, 'adminSetStats').mockReturnValue(answer(STATS));
    renderAdmin(<StatsTool />);
    openSection('Statystyki');
    type('ID gracza', '7');
    press('Pobierz statystyki');
    await screen.findByLabelText('Siła');
    type('Siła', '');
    type('Szybkość', '12');
    press('Zapisz statystyki');
    await waitFor(() => expect(save).toHaveBeenCalled());
    const body = save.mock.calls[0][0].requestBody;
    expect(body).not.toHaveProperty('strength');
    // The others stay as the server has them (the arena may have raised one meanwhile).
    expect(body).toEqual({ userId: 7, speed: 12 });
  });
});

describe('the profile information tool', () => {
  it('saves to the loaded account only, and names it', async () => {
    vi.spyOn(AdminService, 'adminGetInformacja').mockReturnValue(answer<InformacjaBody>({ informacja: 'Sekret A' }));
    const save = vi.spyOn(AdminService, 'adminSetInformacja').mockReturnValue(answer<InformacjaBody>({ informacja: 'x' }));
    renderAdmin(<InformacjaTool />);
    openSection('Informacja w profilu');
    type('ID gracza', '7');
    press('Pobierz');
    expect(await screen.findByDisplayValue('Sekret A')).toBeTruthy();
    expect(await screen.findByText('Wczytane konto: ID 7 — Morwena (gracz7@mrok.test)')).toBeTruthy();
    type('ID gracza', '8');
    expect(screen.queryByDisplayValue('Sekret A')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zapisz informację' })).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });
});
