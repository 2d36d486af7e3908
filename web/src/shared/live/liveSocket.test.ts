import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fakeSocket';
import { LiveSocket, liveUrl, parseFrame, reconnectDelay, shouldReconnect, type LiveFrame } from './liveSocket';

const open = (url: string) => new FakeSocket(url) as unknown as WebSocket;
const last = () => FakeSocket.opened[FakeSocket.opened.length - 1];

describe('the live socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.opened = [];
  });
  afterEach(() => vi.useRealTimers());

  it('builds the socket address on this site, with the room and the token', () => {
    expect(liveUrl('t.o.k', 2, { protocol: 'https:', host: 'mrok.pl' })).toBe('wss://mrok.pl/ws/?room=2&token=t.o.k');
    expect(liveUrl('abc', undefined, { protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws/?token=abc');
  });

  it('reads JSON objects only', () => {
    expect(parseFrame('{"type":"typing","room_id":1}')).toEqual({ type: 'typing', room_id: 1 });
    expect(parseFrame('nie json')).toBeNull();
    expect(parseFrame('[1,2]')).toBeNull();
    expect(parseFrame('3')).toBeNull();
    expect(parseFrame(new ArrayBuffer(2))).toBeNull();
  });

  it('hands each frame to every subscriber until it unsubscribes', () => {
    const first: LiveFrame[] = [];
    const second: LiveFrame[] = [];
    const live = new LiveSocket('ws://x/ws/', { open });
    const stop = live.subscribe((f) => first.push(f));
    live.subscribe((f) => second.push(f));
    live.start();
    last().accept();
    last().receive('{"type":"message","id":1}');
    last().receive('nie json');
    stop();
    last().receive('{"type":"message","id":2}');
    expect(first).toEqual([{ type: 'message', id: 1 }]);
    expect(second).toEqual([{ type: 'message', id: 1 }, { type: 'message', id: 2 }]);
  });

  it('knows which closes call for a reconnect', () => {
    expect(shouldReconnect(1006)).toBe(true);
    expect(shouldReconnect(1001)).toBe(true);
    expect(shouldReconnect(4008)).toBe(true);
    // The server missed events this socket may have needed: come again.
    expect(shouldReconnect(4009)).toBe(true);
    // The server restarting: come again like after any drop.
    expect(shouldReconnect(1012)).toBe(true);
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(4001)).toBe(false);
    expect(shouldReconnect(4004)).toBe(false);
  });

  it('reconnects 3 s (plus jitter) after an abnormal close, backing off while it keeps failing, and keeps its subscribers', () => {
    const frames: LiveFrame[] = [];
    // No jitter: the bases alone.
    const live = new LiveSocket('ws://x/ws/?room=1', { open, random: () => 0 });
    live.subscribe((f) => frames.push(f));
    live.start();
    last().accept();
    last().drop(1006);
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(last().url).toBe('ws://x/ws/?room=1');
    // A server restart is an ordinary close; still failing, so 6 s now, then 12 s.
    last().drop(1012);
    vi.advanceTimersByTime(5999);
    expect(FakeSocket.opened).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(3);
    last().accept();
    // Open for less than 30 s does not count as recovered.
    vi.advanceTimersByTime(29_999);
    last().drop(4008);
    vi.advanceTimersByTime(11_999);
    expect(FakeSocket.opened).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(4);
    last().receive('{"type":"room_joined","room_id":1}');
    expect(frames).toEqual([{ type: 'room_joined', room_id: 1 }]);
  });

  it('starts again from 3 s once a socket has stayed open for 30 s', () => {
    const live = new LiveSocket('ws://x/ws/', { open, random: () => 0 });
    live.start();
    for (const wait of [3000, 6000, 12_000, 24_000, 30_000]) {
      const before = FakeSocket.opened.length;
      last().drop(1006);
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.opened).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.opened).toHaveLength(before + 1);
    }
    last().accept();
    vi.advanceTimersByTime(30_000);
    last().drop(4009);
    vi.advanceTimersByTime(2999);
    const before = FakeSocket.opened.length;
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(before + 1);
  });

  it('waits a random part on top of the base, so sockets closed together do not come back together', () => {
    const live = new LiveSocket('ws://x/ws/', { open, random: () => 0.5 });
    live.start();
    last().accept();
    last().drop(1012);
    vi.advanceTimersByTime(3749);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
  });

  it('says when a socket opens, and whether it is a reopen', () => {
    const opens: boolean[] = [];
    const live = new LiveSocket('ws://x/ws/', { open, random: () => 0, onOpen: (reopened) => opens.push(reopened) });
    live.start();
    expect(opens).toEqual([]);
    last().accept();
    expect(opens).toEqual([false]);
    last().drop(4009);
    vi.advanceTimersByTime(3000);
    expect(opens).toEqual([false]);
    last().accept();
    expect(opens).toEqual([false, true]);
    // A socket closed by hand says nothing when its open event comes late.
    const stale = last();
    live.close();
    stale.accept();
    expect(opens).toEqual([false, true]);
  });

  it('does not reconnect after a normal close, a close for lost access or for a room that is gone, and says how it ended', () => {
    for (const code of [1000, 4001, 4004]) {
      FakeSocket.opened = [];
      const ends: number[] = [];
      new LiveSocket('ws://x/ws/', { open, onEnd: (ended) => ends.push(ended) }).start();
      last().drop(code);
      vi.advanceTimersByTime(60_000);
      expect(FakeSocket.opened).toHaveLength(1);
      expect(ends).toEqual([code]);
    }
    // A drop it recovers from is no end.
    const ends: number[] = [];
    new LiveSocket('ws://x/ws/', { open, onEnd: (ended) => ends.push(ended) }).start();
    last().drop(1006);
    expect(ends).toEqual([]);
  });

  it('closing it by hand closes normally and cancels a pending reconnect', () => {
    const live = new LiveSocket('ws://x/ws/', { open });
    live.start();
    last().drop(1006);
    live.close();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.opened).toHaveLength(1);

    const other = new LiveSocket('ws://x/ws/', { open });
    other.start();
    other.close();
    expect(last().closedWith).toBe(1000);
    // The close event that follows is ours: no reconnect, and frames after it are not handed on.
    const frames: LiveFrame[] = [];
    other.subscribe((f) => frames.push(f));
    last().receive('{"type":"message"}');
    last().drop(1000);
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(frames).toEqual([]);
  });

  it('opens one socket however often it is started', () => {
    const live = new LiveSocket('ws://x/ws/', { open });
    live.start();
    live.start();
    expect(FakeSocket.opened).toHaveLength(1);
  });
});

describe('the reconnect delay', () => {
  const bounds = (failures: number): [number, number] => [reconnectDelay(failures, () => 0), reconnectDelay(failures, () => 1)];

  it('is 3 s plus up to 1.5 s for the first retry, and doubles its base per failure in a row up to 30 s, plus up to half the base', () => {
    expect(bounds(0)).toEqual([3000, 4500]);
    expect(bounds(1)).toEqual([6000, 9000]);
    expect(bounds(2)).toEqual([12_000, 18_000]);
    expect(bounds(3)).toEqual([24_000, 36_000]);
    expect(bounds(4)).toEqual([30_000, 45_000]);
    expect(bounds(50)).toEqual([30_000, 45_000]);
    expect(bounds(5000)).toEqual([30_000, 45_000]);
  });

  it('stays within those bounds whatever the random source gives', () => {
    for (let failures = 0; failures < 8; failures += 1) {
      const [low, high] = bounds(failures);
      for (let i = 0; i < 200; i += 1) {
        const delay = reconnectDelay(failures);
        expect(delay).toBeGreaterThanOrEqual(low);
        expect(delay).toBeLessThanOrEqual(high);
      }
    }
    expect(reconnectDelay(0, () => 0.5)).toBe(3750);
    // A broken source is held to [0, 1].
    expect(reconnectDelay(0, () => -3)).toBe(3000);
    expect(reconnectDelay(0, () => 7)).toBe(4500);
  });

  it('treats a count below one as the first retry', () => {
    expect(bounds(-1)).toEqual([3000, 4500]);
    expect(bounds(Number.NaN)).toEqual([3000, 4500]);
  });
});
