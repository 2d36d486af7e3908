// The live channel's client (spec 2 §4 "Live connection"): one websocket to /ws/, JSON frames
// handed to its subscribers, and the reconnect rule — any close but a normal one (1000) reconnects
// after 3000 ms; a close for lost access (4001), for a room that is gone (4004) or by our own
// hand does not. No React and no cache knowledge here: the features decide what a frame means.

/** Reconnect delay after an abnormal close (spec 2 §9). */
export const RECONNECT_DELAY_MS = 3000;
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

/** Whether a close with this code should be followed by a reconnect. */
export function shouldReconnect(code: number): boolean {
  return code !== NORMAL_CLOSE && code !== ACCESS_REVOKED && code !== NO_ROOM;
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
  /** Delay before a reconnect, ms. */
  reconnectDelay?: number;
  /** Called once the server closed the socket for good (4001, 4004, 1000), with its code. */
  onEnd?: (code: number) => void;
}

/** One live connection that keeps itself open until closed by hand or refused for good. */
export class LiveSocket {
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = true;
  private readonly listeners = new Set<FrameListener>();
  private readonly open: SocketFactory;
  private readonly delay: number;
  private readonly onEnd: (code: number) => void;

  constructor(
    private readonly url: string,
    options: LiveSocketOptions = {},
  ) {
    this.open = options.open ?? ((address) => new WebSocket(address));
    this.delay = options.reconnectDelay ?? RECONNECT_DELAY_MS;
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
    this.connect();
  }

  /** Closes for good: a normal close, no reconnect, a pending reconnect cancelled. */
  close(): void {
    this.stopped = true;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
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
    socket.onmessage = (event: MessageEvent) => {
      if (this.socket !== socket) return;
      const frame = parseFrame(event.data);
      if (frame) for (const listener of [...this.listeners]) listener(frame);
    };
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (shouldReconnect(event.code)) this.retry();
      else {
        this.stopped = true;
        this.onEnd(event.code);
      }
    };
  }

  private retry(): void {
    this.timer = setTimeout(() => {
      this.timer = null;
      if (!this.stopped) this.connect();
    }, this.delay);
  }
}
