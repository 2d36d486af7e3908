// The lore pages' shared measures.

/** The grid of cards: as many columns as fit; an entry opened inline takes a whole row. */
export const CARD_GRID_SX = { display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))', alignItems: 'start' } as const;
