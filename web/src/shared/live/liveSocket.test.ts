import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from './fakeSocket';
import { LiveSocket, liveUrl, parseFrame, shouldReconnect, type LiveFrame } from './liveSocket';

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
    expect(shouldReconnect(1000)).toBe(false);
    expect(shouldReconnect(4001)).toBe(false);
    expect(shouldReconnect(4004)).toBe(false);
  });

  it('reconnects 3 s after an abnormal close, again and again, and keeps its subscribers', () => {
    const frames: LiveFrame[] = [];
    const live = new LiveSocket('ws://x/ws/?room=1', { open });
    live.subscribe((f) => frames.push(f));
    live.start();
    last().drop(1006);
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.opened).toHaveLength(2);
    expect(last().url).toBe('ws://x/ws/?room=1');
    last().drop(4008);
    vi.advanceTimersByTime(3000);
    expect(FakeSocket.opened).toHaveLength(3);
    last().receive('{"type":"room_joined","room_id":1}');
    expect(frames).toEqual([{ type: 'room_joined', room_id: 1 }]);
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
