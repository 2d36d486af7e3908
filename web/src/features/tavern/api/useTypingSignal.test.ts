import { describe, expect, it } from 'vitest';
import { throttledTyping } from './useTypingSignal';

describe('the typing signal', () => {
  it('goes out at most once every 3 s while the player types', () => {
    let now = 0;
    const sent: Array<[number, number]> = [];
    const signal = throttledTyping((room) => sent.push([now, room]), 3000, () => now);
    for (now = 0; now <= 7000; now += 250) signal(4);
    expect(sent).toEqual([
      [0, 4],
      [3000, 4],
      [6000, 4],
    ]);
  });
});
