// The bestiary as the page shows it (spec 3 §2.4): each category with its beasts, and the beasts
// without a (known) category apart under 'Bestie bez kategorii'.
import type { Beast, BestiaryCategory } from '@mrok/sdk';
import type { LoreItem } from './api/contentApi';

export interface CategoryGroup {
  category: BestiaryCategory;
  beasts: Beast[];
}

export interface BestiaryGroups {
  groups: CategoryGroup[];
  uncategorized: Beast[];
}

/** Groups beasts by category, keeping both lists' order. */
export function groupBeasts(categories: BestiaryCategory[], beasts: Beast[]): BestiaryGroups {
  const groups = categories.map((category) => ({ category, beasts: [] as Beast[] }));
  const byId = new Map(groups.map((group) => [group.category.id, group]));
  const uncategorized: Beast[] = [];
  for (const beast of beasts) {
    const group = beast.category_id == null ? undefined : byId.get(beast.category_id);
    if (group) group.beasts.push(beast);
    else uncategorized.push(beast);
  }
  return { groups, uncategorized };
}

/** A beast in the entry lists' shape (no cover; the bestiary keeps no edit time). */
export function beastItem(beast: Beast): LoreItem {
  return { id: beast.id, title: beast.title, body: beast.description, image: null, created_at: beast.created_at, updated_at: null };
}

/** The key of a section's fold: a category's id, or 'none' for the beasts without one. */
export type SectionKey = number | 'none';

/** The section a beast sits in. */
export function sectionOf(beast: Beast, groups: BestiaryGroups): SectionKey {
  return groups.groups.some((group) => group.category.id === beast.category_id) ? (beast.category_id as number) : 'none';
}
