import { describe, expect, it } from 'vitest';
import { ApiError } from '@mrok/sdk';
import { LOAD_MESSAGES, ProfileBodyError, checkProfileBody, loadFailure } from './loadState';

function apiError(status: number): ApiError {
  return new ApiError(
    { method: 'GET', url: '/home/profile/{id}' },
    { url: '/api/home/profile/1', ok: false, status, statusText: '', body: { message: 'x' } },
    'failed',
  );
}

describe('profile load failures', () => {
  it('send a lost login back to /login', () => {
    expect(loadFailure(apiError(401))).toEqual({ kind: 'auth' });
    expect(loadFailure(apiError(403))).toEqual({ kind: 'auth' });
  });

  it('show the not-found view for 404', () => {
    expect(loadFailure(apiError(404))).toEqual({ kind: 'notFound' });
    expect(LOAD_MESSAGES.notFound('42')).toBe('Nie ma takiej postaci (ID: 42)');
  });

  it('name server faults and other statuses', () => {
    expect(loadFailure(apiError(500))).toEqual({ kind: 'error', message: 'Błąd serwera - spróbuj ponownie za chwilę' });
    expect(loadFailure(apiError(418))).toEqual({ kind: 'error', message: 'HTTP 418: Błąd podczas ładowania profilu' });
    expect(loadFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'error', message: 'Błąd podczas ładowania profilu' });
  });

  it('tell an empty body from a malformed one', () => {
    expect(() => checkProfileBody('')).toThrow('Serwer zwrócił pusty response');
    expect(() => checkProfileBody(null)).toThrow(ProfileBodyError);
    expect(() => checkProfileBody('<html>')).toThrow('Błąd parsowania danych z serwera');
    expect(() => checkProfileBody({ profileData: null })).toThrow('Błąd parsowania danych z serwera');
    expect(loadFailure(new SyntaxError('Unexpected token'))).toEqual({ kind: 'error', message: 'Błąd parsowania danych z serwera' });
    const body = { editable: false, profileData: { id: 1 } };
    expect(checkProfileBody(body)).toBe(body);
  });
});
