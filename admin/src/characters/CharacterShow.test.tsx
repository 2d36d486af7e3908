import { AdminService } from '@mrok/sdk';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { CHARACTER } from '../test/fixtures';
import { answer } from '../test/sdk';
import { CharacterShow } from './CharacterShow';


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
