import { AdminService, type AdminCharacterBody } from '@mrok/sdk';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { answer } from '../test/sdk';
import { CharacterShow } from './CharacterShow';

const CHARACTER: AdminCharacterBody = {
  id: 3,
  userId: 7,
  ownerEmail: 'morwen@mrok.test',
  slot: 0,
  kind: 'main',
  name: 'Morwen Cień',
  race: 'Wampir',
  gender: 'Kobieta',
  approved: false,
  createdAt: '2025-01-02T03:04:05Z',
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a character’s page', () => {
  it('names its approval in spec 1’s words', async () => {
    vi.spyOn(AdminService, 'adminGetCharacter').mockReturnValue(answer(CHARACTER));
    renderAdmin(
      <Routes>
        <Route path="/characters/:id/show" element={<CharacterShow />} />
      </Routes>,
      'characters',
      '/characters/3/show',
    );
    expect(await screen.findByText('Niezaakceptowana')).toBeTruthy();
  });
});
