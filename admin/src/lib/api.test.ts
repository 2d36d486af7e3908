import { describe, expect, it } from 'vitest';
import { failure, offline, unreadable } from '../test/sdk';
import { adminError, errorCode, errorMessage, fetchFailure, NETWORK_ERROR } from './api';

const caught = (call: Promise<unknown>) => call.then(
  () => {
    throw new Error('expected a failure');
  },
  (error: unknown) => error,
);

describe('the words of a failed call', () => {
  it('are the server’s message when it sent one', async () => {
    const error = await caught(failure(409, 'Ten nick jest zajęty.', 'nickname_taken'));
    expect(errorMessage(error, 'Błąd zmiany nicku')).toBe('Ten nick jest zajęty.');
    expect(errorCode(error)).toBe('nickname_taken');
  });

  it('are the caller’s fallback when the server answered without a message, not the connection text', async () => {
    const error = await caught(unreadable(502));
    expect(errorMessage(error, 'Wystąpił błąd podczas dodawania komunikatu')).toBe('Wystąpił błąd podczas dodawania komunikatu');
    expect(errorMessage(error, fetchFailure('logów'))).toBe('HTTP 502: Błąd pobierania logów');
    expect(errorMessage(error)).toBe('HTTP 502: Błąd serwera');
    expect(errorCode(error)).toBeUndefined();
  });

  it('are the connection text only when the server was not reached', async () => {
    expect(errorMessage(await caught(offline()), 'Błąd zmiany nicku')).toBe(NETWORK_ERROR);
  });

  it('start with ‘Błąd: ’ in the admin tools', () => {
    expect(adminError('Błąd zmiany nicku')).toBe('Błąd: Błąd zmiany nicku');
  });
});
