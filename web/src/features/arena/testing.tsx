// Test helpers of the equipment's and the arena's screens: a page rendered with a router and a
// fresh query client, the SDK's answers and refusals, and the data the tests fight with. Used by
// the *.test.tsx files only.
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiError, type ArenaBoard, type Armor, type CancelablePromise, type Combat, type Weapon } from '@mrok/sdk';
import { flush, render } from '@/shared/editor/testing';

export const answer = <T,>(value: NoInfer<T>) => Promise.resolve(value) as unknown as CancelablePromise<T>;

export const refusal = <T,>(status: number, message: string) =>
  Promise.reject(
    new ApiError({ method: 'POST', url: '/x' }, { url: '/api/x', ok: false, status, statusText: '', body: { message, code: 'x' } }, 'x'),
  ) as unknown as CancelablePromise<T>;

/** Renders `page` at `path`, with an /home/arena and an /home/equipment to be sent to. */
export async function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<p>inna strona</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await settle();
}

export const text = () => document.body.textContent ?? '';

/** Lets the answers arrive and the screen follow. */
export async function settle() {
  for (let i = 0; i < 5; i += 1) await flush();
}

export const AXE: Weapon = { id: 1, name: 'Topór katowski', description: 'Ciężki topór.', base_damage: 12, damage_per_level: 3, primary_stat: 'strength' };
export const STAFF: Weapon = { id: 5, name: 'Kostur z czarnego dębu', description: '', base_damage: 13, damage_per_level: 3, primary_stat: 'magic' };
export const PLATE: Armor = { id: 8, name: 'Płytowy napierśnik', description: 'Zimna stal.', base_armor: 8, armor_per_level: 2, primary_stat: 'strength' };
export const SCALES: Armor = { id: 9, name: 'Skórznia z łusek', description: '', base_armor: 6, armor_per_level: 2, primary_stat: 'dexterity' };

export const BOARD: ArenaBoard = {
  monsters: [
    { id: 1, name: 'Szczur kanałowy', level: 1, health: 30, attack: 7, defense: 2, description: 'Tłusty i wściekły.', experience_reward: 20 },
    { id: 2, name: 'Zdziczały pies', level: 2, health: 45, attack: 10, defense: 4, experience_reward: 35 },
    { id: 3, name: 'Topielec', level: 3, health: 70, attack: 14, defense: 6, description: null, experience_reward: 55 },
  ],
  playerLevel: 2,
  playerStamina: 100,
  canFight: true,
  hasEquipment: true,
  playerExperience: 40,
  experienceToNextLevel: 200,
};

export const FIGHT: Combat = {
  combatId: 7,
  status: 'active',
  message: 'Rozpoczynasz walkę ze Szczurem kanałowym!',
  opening: 'Rozpoczynasz walkę ze Szczurem kanałowym!',
  player: { name: 'Morwena', level: 2, health: 110, maxHealth: 110, stamina: 99 },
  monster: { name: 'Szczur kanałowy', level: 1, health: 30, maxHealth: 30 },
};
