// The audit log in words: what an entry's operation (the API's operation id, GET /api/admin/auditLog's
// `action`) did, as a Polish sentence built from what it sent (`after`, the request's JSON) and what
// it replaced (`before`, a handler's note: an old nickname, an old text, old stats as JSON, a
// deleted account's address), and the changes as a before/after list. An operation the table does
// not know is named by its id, method and address.
import type { AuditEntry } from '@mrok/sdk';
import { PRIMARY_STAT_LABELS, STAT_LABELS } from '../lib/stats';
import { roleLabel } from '../users/roles';

type Json = { readonly [key: string]: unknown };

/** What a sentence is built from. */
export interface Facts {
  /** What was sent, as an object (empty when it was not JSON or nothing was sent). */
  sent: Json;
  /** What was replaced, as written (the old nickname…), or null. */
  before: string | null;
  /** The record's number in the address (`/api/admin/users/7/role` → 7), or null. */
  id: number | null;
}

/** One operation: its sentence, and which sent field `before` is the old value of. */
interface Wording {
  say: (facts: Facts) => string;
  /** The sent field that `before` replaced; without it a plain `before` is listed as 'Poprzednio'. */
  replaces?: string;
  /** What a plain `before` is, when it is not the old value of a sent field (a deleted account's address). */
  beforeLabel?: string;
}

function parse(text: string | null | undefined): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A text without its HTML tags and runs of spaces. */
const plain = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A value of a field as read: yes/no, a list, a text without tags, cut at 120 characters. */
export function readable(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.length ? value.map(readable).join(', ') : '—';
  if (typeof value === 'object') return JSON.stringify(value);
  const text = plain(String(value));
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

const quoted = (value: unknown) => `„${readable(value)}”`;
const account = (id: unknown) => (id === undefined || id === null ? 'konta' : `konta #${readable(id)}`);
const character = (id: unknown) => (id === undefined || id === null ? 'postaci' : `postaci #${readable(id)}`);
const numbered = (id: number | null) => (id === null ? '' : ` #${id}`);
/** '1 dzień', '3 dni'. */
const days = (value: unknown) => `${readable(value)} ${value === 1 ? 'dzień' : 'dni'}`;
/** The title (else the name) of what was written, quoted, after a colon; nothing when none. */
const titled = ({ sent }: Facts) => {
  const title = sent.title ?? sent.name;
  return title === undefined ? '' : `: ${quoted(title)}`;
};
const rename = (what: string) => ({ sent, before }: Facts) =>
  `Zmiana nicku${what}: ${before ? readable(before) : '?'} → ${readable(sent.newNickname)}`;

/** The player site's lore sections, as the API names them in its operation ids. */
const LORE: { readonly [noun: string]: string } = {
  Werewolf: 'wilkołaki',
  Vampire: 'wampiry',
  Mage: 'magowie',
  Guard: 'strażnicy',
  Inmate: 'więźniowie',
  Spell: 'zaklęcia',
  Mechanic: 'mechaniki',
  Cult: 'kulty',
  Technology: 'technologie',
  Law: 'prawo',
  Drug: 'używki',
  Npc: 'postacie niezależne',
  Info: 'informacje',
  Info2: 'informacje (druga lista)',
  Rule: 'zasady',
  BestiaryCategory: 'kategorie bestiariusza',
  Beast: 'bestiariusz',
};

const REPORT_STATUS: { readonly [status: string]: string } = {
  accepted: 'przyjęte',
  approved: 'przyjęte',
  rejected: 'odrzucone',
  pending: 'oczekuje',
};

export const WORDINGS: { readonly [action: string]: Wording } = {
  adminChangeNickname: { say: rename(''), replaces: 'newNickname' },
  adminChangeSecondaryNickname: { say: rename(' postaci pobocznej'), replaces: 'newNickname' },
  adminChangeSecondaryNicknameByUser: { say: rename(' postaci pobocznej'), replaces: 'newNickname' },
  adminBlockUser: { say: ({ sent }) => `Uwięzienie ${account(sent.userId)} na ${days(sent.days)}` },
  adminReleaseUser: { say: ({ sent }) => `Uwolnienie ${account(sent.userId)} z więzienia` },
  adminDeleteUser: {
    say: ({ before, id }) => `Usunięcie konta${before ? ` ${readable(before)}` : ''}${numbered(id)}`,
    beforeLabel: 'E-mail',
  },
  adminSetUserRole: { say: ({ sent, id }) => `Zmiana roli konta${numbered(id)} na: ${roleLabel(String(sent.role ?? ''))}` },
  adminSetCharacterApproval: {
    say: ({ sent, id }) => `${sent.approved ? 'Akceptacja' : 'Cofnięcie akceptacji'} postaci${numbered(id)}`,
  },
  adminAddAchievement: { say: ({ sent }) => `Nowe osiągnięcie ${account(sent.userId)}: ${quoted(sent.achievement)}` },
  adminEditAchievements: { say: ({ sent }) => `Zmiana osiągnięć ${account(sent.userId)}`, replaces: 'newAchievements' },
  adminAddSecondaryAchievement: {
    say: ({ sent }) => `Nowe osiągnięcie ${character(sent.characterId)}: ${quoted(sent.achievement)}`,
  },
  adminEditSecondaryAchievements: {
    say: ({ sent }) => `Zmiana osiągnięć ${character(sent.characterId)}`,
    replaces: 'newAchievements',
  },
  adminSetInformacja: { say: ({ id }) => `Zmiana informacji o koncie${numbered(id)}`, replaces: 'informacja' },
  adminSetStats: { say: ({ sent }) => `Zmiana statystyk postaci ${account(sent.userId)}` },
  adminSendGlobalMessage: { say: (facts) => `Ogłoszenie dla wszystkich graczy${titled(facts)}` },
  adminAddResidentMessage: { say: (facts) => `Nowy komunikat dla mieszkańców${titled(facts)}` },
  adminUpdateResidentMessage: { say: (facts) => `Zmiana komunikatu dla mieszkańców${numbered(facts.id)}${titled(facts)}` },
  adminDeleteResidentMessage: { say: ({ id }) => `Usunięcie komunikatu dla mieszkańców${numbered(id)}` },
  adminToggleResidentMessage: { say: ({ id }) => `Włączenie albo wyłączenie komunikatu dla mieszkańców${numbered(id)}` },
  adminCreateTavernRoom: { say: (facts) => `Nowy pokój karczmy${titled(facts)}` },
  adminUpdateTavernRoom: { say: (facts) => `Zmiana pokoju karczmy${numbered(facts.id)}${titled(facts)}` },
  adminDeleteTavernRoom: { say: ({ id }) => `Usunięcie pokoju karczmy${numbered(id)}` },
  adminCreateArenaMonster: { say: (facts) => `Nowy potwór areny${titled(facts)}` },
  adminUpdateArenaMonster: { say: (facts) => `Zmiana potwora areny${numbered(facts.id)}${titled(facts)}` },
  adminDeleteArenaMonster: { say: ({ id }) => `Usunięcie potwora areny${numbered(id)}` },
  adminCreateEquipmentArchetype: { say: (facts) => `Nowy ekwipunek${titled(facts)}` },
  adminUpdateEquipmentArchetype: { say: (facts) => `Zmiana ekwipunku${numbered(facts.id)}${titled(facts)}` },
  adminDeleteEquipmentArchetype: { say: ({ id }) => `Usunięcie ekwipunku${numbered(id)}` },
  adminRestoreNews: { say: ({ id }) => `Przywrócenie wieści${numbered(id)}` },
  adminReviewReport: {
    say: ({ sent, id }) =>
      `Decyzja w zgłoszeniu${numbered(id)}: ${REPORT_STATUS[String(sent.status)] ?? readable(sent.status)}`,
  },
  postNews: { say: (facts) => `Nowa wieść${titled(facts)}` },
  updateNews: { say: (facts) => `Zmiana wieści${numbered(facts.id)}${titled(facts)}` },
  archiveNews: { say: ({ id }) => `Archiwizacja wieści${numbered(id)}` },
  addNewsComment: { say: ({ id }) => `Komentarz do wieści${numbered(id)}` },
  deleteNewsComment: { say: ({ id }) => `Usunięcie komentarza do wieści${numbered(id)}` },
  addTavernEvent: { say: (facts) => `Nowe wydarzenie w karczmie${titled(facts)}` },
  deleteTavernEvent: { say: ({ id }) => `Usunięcie wydarzenia w karczmie${numbered(id)}` },
  postTavernMessage: { say: () => 'Wiadomość w karczmie' },
  createGeneralSession: { say: (facts) => `Nowa sesja ogólna${titled(facts)}` },
  postGeneralSessionMessage: { say: ({ id }) => `Wpis w sesji ogólnej${numbered(id)}` },
  editGeneralSessionMessage: { say: ({ id }) => `Poprawka wpisu w sesji ogólnej${numbered(id)}` },
  closeGeneralSession: { say: ({ id }) => `Zamknięcie sesji ogólnej${numbered(id)}` },
  reopenGeneralSession: { say: ({ id }) => `Ponowne otwarcie sesji ogólnej${numbered(id)}` },
  addGeneralSessionMembers: { say: ({ id }) => `Nowi uczestnicy sesji ogólnej${numbered(id)}` },
  removeGeneralSessionMember: { say: ({ id }) => `Usunięcie uczestnika z sesji ogólnej${numbered(id)}` },
  createPrivateSession: { say: () => 'Nowa sesja prywatna' },
  postPrivateSessionMessage: { say: ({ id }) => `Wpis w sesji prywatnej${numbered(id)}` },
  editPrivateSessionMessage: { say: ({ id }) => `Poprawka wpisu w sesji prywatnej${numbered(id)}` },
  closePrivateSession: { say: ({ id }) => `Zamknięcie sesji prywatnej${numbered(id)}` },
  reopenPrivateSession: { say: ({ id }) => `Ponowne otwarcie sesji prywatnej${numbered(id)}` },
  startConversation: { say: () => 'Nowa rozmowa prywatna' },
  sendPrivateMessage: { say: () => 'Wiadomość prywatna' },
  deleteConversation: { say: ({ id }) => `Usunięcie rozmowy prywatnej${numbered(id)}` },
  setProfileApproval: { say: ({ id }) => `Zmiana akceptacji postaci konta${numbered(id)}` },
  setSecondaryApproval: { say: ({ id }) => `Zmiana akceptacji postaci pobocznej${numbered(id)}` },
  setPlayerStatus: { say: ({ id }) => `Zmiana statusu gracza${numbered(id)}` },
  uploadAvatar: { say: () => 'Nowy awatar' },
  uploadDescriptionImage: { say: () => 'Nowy obrazek do opisu' },
};

/** An operation on the lore (`addVampire`, `updateBeast`, `deleteInfo2`…). */
function loreWording(action: string): Wording | undefined {
  const match = /^(add|update|delete)(\w+)$/.exec(action);
  const section = match && LORE[match[2]];
  if (!match || !section) return undefined;
  const verb = { add: 'Nowy wpis', update: 'Zmiana wpisu', delete: 'Usunięcie wpisu' }[match[1] as 'add' | 'update' | 'delete'];
  return { say: (facts) => `${verb} kompendium (${section})${match[1] === 'add' ? '' : numbered(facts.id)}${titled(facts)}` };
}

function factsOf(entry: AuditEntry): Facts {
  const sent = parse(entry.after);
  const numbers = entry.target.match(/\/(\d+)(?=\/|$)/);
  return { sent: isObject(sent) ? sent : {}, before: entry.before ?? null, id: numbers ? Number(numbers[1]) : null };
}

function wordingOf(action: string): Wording | undefined {
  return WORDINGS[action] ?? loreWording(action);
}

/** The Polish sentence of what an entry did; for an unknown operation, its id and address. */
export function describeEntry(entry: AuditEntry): string {
  const wording = wordingOf(entry.action);
  if (wording) return wording.say(factsOf(entry));
  return `Operacja ${entry.action} (${entry.method} ${entry.target})`;
}

/** The Polish names of the fields the API's writes send. */
export const FIELD_LABELS: { readonly [field: string]: string } = {
  ...STAT_LABELS,
  userId: 'Konto',
  characterId: 'Postać',
  newNickname: 'Nick',
  days: 'Dni kary',
  role: 'Rola',
  approved: 'Zaakceptowana',
  title: 'Tytuł',
  content: 'Treść',
  name: 'Nazwa',
  description: 'Opis',
  achievement: 'Osiągnięcie',
  newAchievements: 'Osiągnięcia',
  informacja: 'Informacja',
  level: 'Poziom',
  health: 'Zdrowie',
  attack: 'Atak',
  defense: 'Obrona',
  experienceReward: 'Doświadczenie za wygraną',
  nameInstrumental: 'Forma w narzędniku',
  kind: 'Rodzaj',
  primaryStat: 'Główna cecha',
  base: 'Wartość na 1. poziomie',
  perLevel: 'Przyrost na poziom',
  status: 'Decyzja',
  adminComment: 'Komentarz dla gracza',
  internalComment: 'Notatka wewnętrzna',
  date: 'Data',
  time: 'Godzina',
  message: 'Wiadomość',
  isNarrator: 'Jako narrator',
  roomId: 'Pokój',
  characterType: 'Rodzaj postaci',
};

/** One changed field: its name, the value before (when the log knows it) and the one sent. */
export interface Change {
  label: string;
  before?: string;
  after?: string;
}

const labelOf = (field: string) => FIELD_LABELS[field] ?? field;

/** A field's value as read (a role, a primary stat by their Polish names). */
function valueOf(field: string, value: unknown): string {
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (field === 'primaryStat' && typeof value === 'string' && value in PRIMARY_STAT_LABELS) {
    return PRIMARY_STAT_LABELS[value as keyof typeof PRIMARY_STAT_LABELS];
  }
  return readable(value);
}

/** What an entry changed, field by field: before → after where the log keeps both. */
export function changesOf(entry: AuditEntry): Change[] {
  const wording = wordingOf(entry.action);
  const sent = parse(entry.after);
  const before = parse(entry.before);
  const changes: Change[] = [];
  if (isObject(sent)) {
    for (const [field, value] of Object.entries(sent)) {
      const change: Change = { label: labelOf(field), after: valueOf(field, value) };
      if (isObject(before) && field in before) change.before = valueOf(field, before[field]);
      else if (entry.before && wording?.replaces === field) change.before = readable(entry.before);
      changes.push(change);
    }
  } else if (sent !== null) {
    changes.push({ label: 'Wysłano', after: readable(sent) });
  }
  // What was replaced but not sent again: a deleted account's address, a field the list lacks.
  if (isObject(before)) {
    for (const [field, value] of Object.entries(before)) {
      if (!isObject(sent) || !(field in sent)) changes.push({ label: labelOf(field), before: valueOf(field, value) });
    }
  } else if (entry.before && !(isObject(sent) && wording?.replaces && wording.replaces in sent)) {
    changes.push({ label: wording?.beforeLabel ?? 'Poprzednio', before: readable(entry.before) });
  }
  return changes;
}
