// A stand-in for the browser's WebSocket in tests: records what was opened, lets a test push
// frames and close it from the server's side. Used by the *.test.ts(x) files only.
import { act } from 'react';

export class FakeSocket {
  static opened: FakeSocket[] = [];
  readyState = 1;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  closedWith: number | null = null;

  constructor(readonly url: string) {
    FakeSocket.opened.push(this);
  }

  /**
   * The connection opens and says so (sockets start with readyState 1 but no open event; a test
   * that cares about `onopen` — the reopen catch-up, the backoff's reset — calls this).
   */
  accept() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }

  /** The client closes it. */
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** A raw frame arrives (synchronously, outside React). */
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }

  /** The server closes it (synchronously, outside React). */
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }

  /**
   * A JSON frame arrives in a React test; also waits one macrotask, since TanStack Query tells its
   * observers on a setTimeout(0).
   */
  async push(frame: object) {
    await act(async () => {
      this.receive(JSON.stringify(frame));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }

  /** The server closes it in a React test (see `push`). */
  async closeFromServer(code: number) {
    await act(async () => {
      this.drop(code);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** The sockets still open. */
export const openSockets = () => FakeSocket.opened.filter((s) => s.closedWith === null);
