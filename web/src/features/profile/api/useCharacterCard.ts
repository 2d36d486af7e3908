// GET /api/home/profile/character-card/{id} or /api/secondary-characters/{id}/character-card.
// Hidden entries arrive for admins only; whether a card has any is never told (everyone else sees
// the note that some may be hidden). A failed load gives an empty card (spec 1 §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardsService, type CardBody } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

/** The card as the tab shows it; `loaded` is false for the empty card of a failed load. */
export type CardView = Pick<CardBody, 'name' | 'age' | 'magic' | 'skills' | 'flaws'> & { loaded: boolean };

export const EMPTY_CARD: CardView = { name: '', skills: [], flaws: [], loaded: false };

export const characterCardQuery = (target: CharacterTarget) =>
  queryOptions({
    queryKey: profileKeys.card(target),
    queryFn: async (): Promise<CardView> => {
      try {
        const answer =
          target.kind === 'main'
            ? await CardsService.getMainCard({ id: target.accountId })
            : await CardsService.getSecondaryCard({ id: target.id });
        const card = (answer as { characterCard?: Partial<CardBody> } | null)?.characterCard;
        if (!card || typeof card !== 'object') return EMPTY_CARD;
        return {
          name: typeof card.name === 'string' ? card.name : '',
          age: card.age,
          magic: card.magic,
          skills: Array.isArray(card.skills) ? card.skills : [],
          flaws: Array.isArray(card.flaws) ? card.flaws : [],
          loaded: true,
        };
      } catch {
        return EMPTY_CARD;
      }
    },
  });

export function useCharacterCard(target: CharacterTarget) {
  return useQuery(characterCardQuery(target));
}
