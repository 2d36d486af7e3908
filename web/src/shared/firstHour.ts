// A newcomer's first hour (issue 49): the home page's short checklist. Each step comes from what
// the site already reads — the profile (description, avatar), the session lists — or, for the
// places that leave no trace on the server, a mark this browser keeps when the player has been
// there (the tavern, the rules). The player may dismiss the list; that is kept here too.
import { showsSomething } from './editor/displayHtml';

export const FIRST_HOUR_KEY = 'mrok-first-hour';

export type FirstHourMark = 'tavern' | 'rules' | 'dismissed';

type Marks = Partial<Record<FirstHourMark, boolean>>;

export function readFirstHourMarks(store: Storage = localStorage): Marks {
  try {
    const value: unknown = JSON.parse(store.getItem(FIRST_HOUR_KEY) ?? '{}');
    return value && typeof value === 'object' ? (value as Marks) : {};
  } catch {
    return {};
  }
}

/** Remembers that the player has been somewhere (or dismissed the list). */
export function markFirstHour(mark: FirstHourMark, store: Storage = localStorage): void {
  const marks = readFirstHourMarks(store);
  if (marks[mark]) return;
  store.setItem(FIRST_HOUR_KEY, JSON.stringify({ ...marks, [mark]: true }));
}

export interface FirstHourStep {
  key: 'describe' | 'avatar' | 'tavern' | 'session' | 'rules';
  label: string;
  to: string;
  done: boolean;
}

export interface FirstHourFacts {
  /** The main character's description (HTML). */
  description: string;
  /** The main character's avatar path, or null/'' for the default one. */
  avatar: string | null | undefined;
  /** Whether the player takes part in a session (general or private). */
  inSession: boolean;
  marks: Marks;
  userId: number;
}

export function firstHourSteps({ description, avatar, inSession, marks, userId }: FirstHourFacts): FirstHourStep[] {
  return [
    { key: 'describe', label: 'Opisz swoją postać', to: `/home/profile/${userId}`, done: showsSomething(description) },
    { key: 'avatar', label: 'Wybierz avatar', to: '/home/settings', done: Boolean(avatar?.trim()) },
    { key: 'tavern', label: 'Zajrzyj do karczmy', to: '/home/tavern', done: Boolean(marks.tavern) },
    { key: 'session', label: 'Dołącz do sesji albo rozpocznij własną', to: '/home/generalSessions', done: inSession },
    { key: 'rules', label: 'Przeczytaj regulamin', to: '/home/rules', done: Boolean(marks.rules) },
  ];
}

/** The list shows until every step is done or the player dismisses it. */
export const showsFirstHour = (steps: FirstHourStep[], marks: Marks) => !marks.dismissed && steps.some((step) => !step.done);
