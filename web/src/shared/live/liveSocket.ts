// The live channel's client (spec 2 §4 "Live connection"): one websocket to /ws/, JSON frames
// handed to its subscribers, and the reconnect rule — any close but a normal one (1000) reconnects;
// a close for lost access (4001), for a room that is gone (4004) or by our own hand does not.
// No React and no cache knowledge here: the features decide what a frame means.
//
// The delay departs from spec 2 §9's fixed 3 s (docs/decisions.md, "Tavern and the live
// channel"): a server restart (1012) or a database hiccup closes every socket of an instance at
// the same moment, and a fixed delay would bring them all back together, again and again. So the
// first retry waits 3 s plus up to 1.5 s at random, each further failure in a row doubles the base
// (3, 6, 12, 24, then 30 s at most) plus up to half of it at random, and the count starts again
// once a socket has stayed open for 30 s (`reconnectDelay`).

/** The base of the first reconnect's delay (spec 2 §9's 3 s). */
export const RECONNECT_BASE_MS = 3000;
/** The base stops doubling here; the jitter comes on top (at most half of it). */
export const RECONNECT_MAX_BASE_MS = 30_000;
/** A socket open this long counts as recovered: the next drop starts from the first delay again. */
export const STABLE_OPEN_MS = 30_000;
/** A normal close: the server or we meant it; no reconnect. */
export const NORMAL_CLOSE = 1000;
/** The server's close code for an account that may no longer play (deleted, blocked, demoted). */
export const ACCESS_REVOKED = 4001;
/** The server's close code for a tavern room that does not exist (any more). */
export const NO_ROOM = 4004;

/** One frame as the server sends it: a JSON object with a `type`. */
export interface LiveFrame {
  type?: string;
  [field: string]: unknown;
}

export type FrameListener = (frame: LiveFrame) => void;

/**
 * Whether a close with this code should be followed by a reconnect: all but a normal close, lost
 * access and a room that is gone — so also 1006 (a drop), 1012 (the server restarting), 4008 (too
 * slow a reader) and 4009 (the server missed events this socket may have needed).
 */
export function shouldReconnect(code: number): boolean {
  return code !== NORMAL_CLOSE && code !== ACCESS_REVOKED && code !== NO_ROOM;
}

/**
 * The wait before a reconnect, ms, after `failures` failed or short-lived sockets in a row (0 for
 * the first retry after a socket that was open): a base of 3 s doubled per failure and capped at
 * 30 s, plus a random part of up to half the base. `random` gives a number in [0, 1).
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const doublings = Number.isFinite(failures) && failures > 0 ? Math.floor(failures) : 0;
  const base = Math.min(RECONNECT_BASE_MS * 2 ** Math.min(doublings, 16), RECONNECT_MAX_BASE_MS);
  const share = Math.min(Math.max(random(), 0), 1);
  return base + share * (base / 2);
}

/** `ws(s)://host/ws/?[room=ID&]token=…` on this site's origin (`wss:` under https). */
export function liveUrl(token: string, room?: number, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const params = new URLSearchParams();
  if (room !== undefined) params.set('room', String(room));
  params.set('token', token);
  return `${scheme}//${location.host}/ws/?${params.toString()}`;
}

/** The frame a text message carries, or null (not JSON, not an object, binary). */
export function parseFrame(data: unknown): LiveFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const value = JSON.parse(data) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as LiveFrame) : null;
  } catch {
    return null;
  }
}

export type SocketFactory = (url: string) => WebSocket;

export interface LiveSocketOptions {
  /** Opens the browser socket (tests pass a fake). */
  open?: SocketFactory;
  /** The random source of the reconnect delay's jitter (tests pass a fixed one). */
  random?: () => number;
  /** Called on every open, `reopened` false for this LiveSocket's first one (frames may have been lost before a reopen). */
  onOpen?: (reopened: boolean) => void;
  /** Called once the server closed the socket for good (4001, 4004, 1000), with its code. */
  onEnd?: (code: number) => void;
}

/** One live connection that keeps itself open until closed by hand or refused for good. */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** Runs while a socket is open, until it has been open for STABLE_OPEN_MS. */
  private stableTimer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  /** Reconnects in a row without a socket that stayed open STABLE_OPEN_MS. */
  private failures = 0;
  private opens = 0;
  private readonly listeners = new Set<FrameListener>();
  private readonly open: SocketFactory;
  private readonly random: () => number;
  private readonly onOpen: (reopened: boolean) => void;
  private readonly onEnd: (code: number) => void;

  constructor(
    private readonly url: string,
    options: LiveSocketOptions = {},
  ) {
    this.open = options.open ?? ((address) => new WebSocket(address));
    this.random = options.random ?? Math.random;
    this.onOpen = options.onOpen ?? (() => {});
    this.onEnd = options.onEnd ?? (() => {});
  }

  /** Hands every frame to `listener` until the returned function is called. */
  subscribe(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Connects (again, after `close`). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.failures = 0;
    this.connect();
  }

  /** Closes for good: a normal close, no reconnect, a pending reconnect cancelled. */
  close(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    this.clearStableTimer();
    const socket = this.socket;
    this.socket = null;
    if (socket && socket.readyState <= 1) socket.close(NORMAL_CLOSE);
  }

  private connect(): void {
    let socket: WebSocket;
    try {
      socket = this.open(this.url);
    } catch {
      // A malformed address or a browser refusing outright: try again later like any drop.
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket || this.stopped) return;
      this.opens += 1;
      this.clearStableTimer();
      this.stableTimer = setTimeout(() => {
        this.stableTimer = null;
        if (this.socket === socket) this.failures = 0;
      }, STABLE_OPEN_MS);
      this.onOpen(this.opens > 1);
    };
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      const frame = parseFrame(event.data);
      if (frame) for (const listener of [...this.listeners]) listener(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      this.clearStableTimer();
      if (shouldReconnect(event.code)) this.retry();
      else {
        this.stopped = true;
        this.onEnd(event.code);
      }
    };
  }

  private retry(): void {
    const delay = reconnectDelay(this.failures, this.random);
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, delay);
  }

  private clearStableTimer(): void {
    if (this.stableTimer !== null) clearTimeout(this.stableTimer);
    this.stableTimer = null;
  }
}
