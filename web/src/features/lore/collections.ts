// The fifteen entry collections of the wiki and how their pages differ (spec 3 §2.1, §2.2, §3, §5,
// §7, §8), as one table: the one entry-list page (routes/LorePage) and the API mapping
// (api/contentApi) are configured by a row, never copied. The bestiary has its own page.

/** A collection's path under /api — also the `kind` of its search hits. */
export type CollectionKey =
  | 'werewolves'
  | 'vampires'
  | 'mag'
  | 'guards'
  | 'inmates'
  | 'spells'
  | 'rules'
  | 'law'
  | 'mechanics'
  | 'cults'
  | 'technology'
  | 'drugs'
  | 'npc'
  | 'infos'
  | 'infos2';

/**
 * How a collection's writes travel: `multipart` (title, description, an optional cover file),
 * `json` ({title, description}), `info` ({title, content}).
 */
export type WriteFormat = 'multipart' | 'json' | 'info';

/**
 * When an entry opens in a modal rather than inline (spec 3 §2.2): on a window at least 800 px
 * tall (`height`), or — the rules page — on one wider than the narrow rule of 600 px (`width`).
 */
export type DetailRule = 'height' | 'width';

export interface CollectionConfig {
  key: CollectionKey;
  /** The page's path under /home (spec 3 §2.1). */
  route: string;
  /** The page heading (spec 3 §2.1). */
  heading: string;
  format: WriteFormat;
  /** Entries may carry a cover image (multipart collections). */
  cover: boolean;
  /** A click on an image inside an entry opens it full-screen (drugs, NPC, Miasto, Informacje). */
  enlargeImages: boolean;
  /** The admin's add button (spec 3 §2.2). */
  addLabel: string;
  /** The delete confirmation (spec 3 §5). */
  deleteQuestion: string;
  /** The refusal of an empty title or text (spec 3 §5). */
  required: string;
  /** The save failure (spec 3 §8). */
  saveFailed: string;
  /** What the editor's text is called in the form ('Opis' or 'Treść'). */
  bodyLabel: string;
  detailRule: DetailRule;
  /** The list keeps the server's order (rules) instead of oldest first. */
  serverOrder: boolean;
  /** A created entry is appended to the list locally, an edit reads the list again (rules, spec 3 §4). */
  appendCreated: boolean;
}

const LORE_REQUIRED = 'Tytuł i opis nie mogą być puste!';
const SAVE_FAILED = 'Wystąpił błąd podczas zapisu. Sprawdź konsolę.';

type Row = Pick<CollectionConfig, 'key' | 'route' | 'heading' | 'addLabel'> & { what: string } & Partial<CollectionConfig>;

function row({ what, ...values }: Row): CollectionConfig {
  const format = values.format ?? 'multipart';
  return {
    format,
    cover: format === 'multipart',
    enlargeImages: false,
    deleteQuestion: `Czy na pewno chcesz usunąć ${what}?`,
    required: format === 'info' ? 'Tytuł i treść są wymagane' : LORE_REQUIRED,
    saveFailed: SAVE_FAILED,
    bodyLabel: format === 'info' ? 'Treść' : 'Opis',
    detailRule: 'height',
    serverOrder: false,
    appendCreated: false,
    ...values,
  };
}

export const COLLECTIONS: readonly CollectionConfig[] = [
  row({ key: 'werewolves', route: 'werewolves', heading: 'Wilkołaki', addLabel: 'Dodaj Wilkołaka', what: 'tego wilkołaka' }),
  row({ key: 'vampires', route: 'vampires', heading: 'Wampiry', addLabel: 'Dodaj Wampira', what: 'tego wampira' }),
  row({ key: 'mag', route: 'mag', heading: 'Magowie', addLabel: 'Dodaj Maga', what: 'tego maga' }),
  row({ key: 'guards', route: 'guards', heading: 'Ludzie', addLabel: 'Dodaj Strażnika', what: 'tego strażnika' }),
  row({ key: 'inmates', route: 'inmates', heading: 'Osadzeni', addLabel: 'Dodaj Osadzonego', what: 'tego osadzonego' }),
  row({ key: 'spells', route: 'spells', heading: 'Zaklęcia', addLabel: 'Dodaj Zaklęcie', what: 'to zaklęcie' }),
  row({
    key: 'rules',
    route: 'rules',
    heading: 'Regulamin',
    addLabel: 'Dodaj Zasadę',
    what: 'tę zasadę',
    detailRule: 'width',
    serverOrder: true,
    appendCreated: true,
  }),
  row({
    key: 'law',
    route: 'law',
    heading: 'Prawo',
    addLabel: 'Dodaj Przepis',
    what: 'ten przepis',
    format: 'json',
    required: 'Tytuł i opis są wymagane!',
  }),
  row({ key: 'mechanics', route: 'mechanics', heading: 'Mechanika Gry', addLabel: 'Dodaj Mechanikę', what: 'tę mechanikę' }),
  row({ key: 'cults', route: 'cults', heading: 'Kulty', addLabel: 'Dodaj Kult', what: 'ten kult' }),
  row({ key: 'technology', route: 'technology', heading: 'Technologie', addLabel: 'Dodaj Technologię', what: 'tę technologię' }),
  row({
    key: 'drugs',
    route: 'drugs',
    heading: 'Używki',
    addLabel: 'Dodaj Lek',
    // The spec's wording, kept as written (spec 3 §5).
    what: 'tą używkę',
    format: 'json',
    enlargeImages: true,
    saveFailed: 'Wystąpił błąd podczas zapisu.',
  }),
  row({ key: 'npc', route: 'npc', heading: 'NPC', addLabel: 'Dodaj NPC', what: 'tego NPC', format: 'json', enlargeImages: true }),
  row({ key: 'infos', route: 'infopanel', heading: 'Miasto', addLabel: 'Dodaj Informację', what: 'tę informację', format: 'info', enlargeImages: true }),
  row({ key: 'infos2', route: 'infopanel2', heading: 'Informacje', addLabel: 'Dodaj Informację', what: 'tę informację', format: 'info', enlargeImages: true }),
];

const BY_KEY = new Map(COLLECTIONS.map((c) => [c.key, c]));

/** The row of a collection. */
export function collection(key: CollectionKey): CollectionConfig {
  const found = BY_KEY.get(key);
  if (!found) throw new Error(`unknown lore collection ${key}`);
  return found;
}

export function isCollectionKey(value: string): value is CollectionKey {
  return BY_KEY.has(value as CollectionKey);
}

/** The bestiary's page under /home. */
export const BESTIARY_ROUTE = 'bestiary';

/** Where a search hit opens: its page with the entry named (`/home/werewolves?entry=12`), or null for an unknown kind. */
export function hitLocation(kind: string, id: number): string | null {
  const route = kind === 'bestiary' ? BESTIARY_ROUTE : isCollectionKey(kind) ? collection(kind).route : null;
  return route === null ? null : `/home/${route}?${ENTRY_PARAM}=${id}`;
}

/** The page a hit comes from, as the search list names it. */
export function hitPlace(kind: string): string {
  return kind === 'bestiary' ? 'Bestiariusz' : isCollectionKey(kind) ? collection(kind).heading : '';
}

/** The query parameter naming the entry to open (`?entry=12`). */
export const ENTRY_PARAM = 'entry';

/** The id named by `?entry=`, or null. */
export function entryParam(search: URLSearchParams): number | null {
  const value = Number(search.get(ENTRY_PARAM));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
