// GET /api/home/profile/character-card/{id} or /api/secondary-characters/{id}/character-card.
// Hidden entries arrive for admins only. A failed load gives an empty card (spec 1 §8).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CardsService, type CardBody } from '@mrok/sdk';
import '../../../lib/api';
import type { CharacterTarget } from '../characters';
import { profileKeys } from './profileKeys';

export const EMPTY_CARD: CardBody = { name: '', skills: [], flaws: [], someHidden: false };

export const characterCardQuery = (target: CharacterTarget) =>
  queryOptions({
    queryKey: profileKeys.card(target),
    queryFn: async (): Promise<CardBody> => {
      try {
        const answer =
          target.kind === 'main'
            ? await CardsService.getMainCard({ id: target.accountId })
            : await CardsService.getSecondaryCard({ id: target.id });
        const card = (answer as { characterCard?: CardBody } | null)?.characterCard;
        if (!card || typeof card !== 'object') return EMPTY_CARD;
        return {
          ...card,
          skills: Array.isArray(card.skills) ? card.skills : [],
          flaws: Array.isArray(card.flaws) ? card.flaws : [],
          someHidden: Boolean(card.someHidden),
        };
      } catch {
        return EMPTY_CARD;
      }
    },
  });

export function useCharacterCard(target: CharacterTarget) {
  return useQuery(characterCardQuery(target));
}
