// What the start-up sequence decides, as a pure function of the three checks (spec 1 §4).
import { can } from '@/shared/access/can';
import type { Role } from '@/shared/session';

export interface CheckState<T> {
  /** The answer, when the check succeeded. */
  data?: T;
  /** The check has finished (with an answer or an error). */
  settled: boolean;
}

export type Startup =
  | { kind: 'loading' }
  | { kind: 'prison'; message: string | null; daysLeft: number; releaseDate: string | null }
  | { kind: 'resident-block'; title: string | null; content: string | null; updatedAt: string | null }
  | { kind: 'open' };

interface Inputs {
  token: string | null;
  role: Role;
  character: CheckState<unknown>;
  prison: CheckState<{ blocked: boolean; message?: string | null; daysLeft: number; releaseDate?: string | null }>;
  resident: CheckState<{ hasMessage: boolean; title?: string | null; content?: string | null; updatedAt?: string | null; createdAt?: string | null }>;
}

export function decideStartup({ token, role, character, prison, resident }: Inputs): Startup {
  if (!token) return { kind: 'open' };
  if (!character.settled || !prison.settled) return { kind: 'loading' };
  // A failed prison check means no block.
  if (prison.data?.blocked) {
    return {
      kind: 'prison',
      message: prison.data.message ?? null,
      daysLeft: prison.data.daysLeft,
      releaseDate: prison.data.releaseDate ?? null,
    };
  }
  // Only residents are ever blocked by an announcement; a failed check means no message.
  if (can(role, 'playDuringGameBlock')) return { kind: 'open' };
  if (!resident.settled) return { kind: 'loading' };
  if (resident.data?.hasMessage) {
    return {
      kind: 'resident-block',
      title: resident.data.title ?? null,
      content: resident.data.content ?? null,
      updatedAt: resident.data.updatedAt ?? resident.data.createdAt ?? null,
    };
  }
  return { kind: 'open' };
}
