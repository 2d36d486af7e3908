// The lore's pieces shown by other parts of the site, wired here at the app layer so that no
// feature imports another: the fifteen entry-list pages (one page configured by a collection),
// the bestiary, the rules collection's entries under the rules' static text, and the shell's
// search over the whole wiki. Everything loads lazily (the /login budget).
import { createElement, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { CollectionKey } from '../features/lore/collections';

/** The entry-list page of one collection. */
export function lorePage(collection: CollectionKey): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const { default: Page } = await import('../features/lore/routes/LorePage');
    const CollectionPage = () => createElement(Page, { collection });
    return { default: CollectionPage };
  });
}

export const BestiaryPage = lazy(() => import('../features/lore/routes/BestiaryPage'));

type RulesPageModule = Promise<{ default: ComponentType<{ entries?: ReactNode }> }>;

/** A rules page (its static text) with the rules collection's entries handed in (spec 3 §2.6). */
export function withRuleEntries(load: () => RulesPageModule): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    const [{ default: Page }, { default: RuleEntries }] = await Promise.all([load(), import('../features/lore/components/RuleEntries')]);
    const RulesWithEntries = () => createElement(Page, { entries: createElement(RuleEntries) });
    return { default: RulesWithEntries };
  });
}

/** The shell's search over the whole wiki; `onNavigate` runs when a hit is opened. */
export const WikiSearch = lazy(() => import('../features/lore/components/WikiSearch'));
