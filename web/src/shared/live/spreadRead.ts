// A frame every player's socket hears at the same moment ('news_activity', 'global_message': one
// write, every open page) would have every browser read at once — with thousands of players
// online, thousands of requests in the same second. Such a read waits a random moment of up to
// SPREAD_MS instead, and the same frame arriving meanwhile joins the read already waiting.

export const SPREAD_MS = 5_000;

const waiting = new WeakMap<object, Set<string>>();

/** Runs `read` after a random wait of up to SPREAD_MS, once for every frame of `kind` meanwhile (per `owner`, the query client). */
export function spreadRead(owner: object, kind: string, read: () => void): void {
  const kinds = waiting.get(owner) ?? new Set<string>();
  waiting.set(owner, kinds);
  if (kinds.has(kind)) return;
  kinds.add(kind);
  setTimeout(
    () => {
      kinds.delete(kind);
      read();
    },
    Math.floor(Math.random() * SPREAD_MS),
  );
}
