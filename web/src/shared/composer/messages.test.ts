import { describe, expect, it } from 'vitest';
import { ApiError } from '@mrok/sdk';
import { failureText, isBlankMessage } from './messages';

describe('isBlankMessage', () => {
  it('is blank without text after trimming', () => {
    expect(isBlankMessage('')).toBe(true);
    expect(isBlankMessage('<p>   </p><p>&nbsp;</p>')).toBe(true);
    expect(isBlankMessage('<p><br></p>')).toBe(true);
  });

  it('text or an image alone is content', () => {
    expect(isBlankMessage('<p> *mrok* </p>')).toBe(false);
    expect(isBlankMessage('<img src="/api/uploads/a.png" width="300">')).toBe(false);
  });
});

describe('failureText', () => {
  const apiError = (body: unknown) =>
    new ApiError({ method: 'POST', url: '/x' }, { url: '/x', ok: false, status: 400, statusText: 'Bad Request', body }, 'Bad Request');

  it("shows the server's message, else the fallback", () => {
    expect(failureText(apiError({ message: 'Sesja jest zamknięta' }), 'Błąd')).toBe('Sesja jest zamknięta');
    expect(failureText(apiError({}), 'Błąd')).toBe('Błąd');
  });

  it("shows a thrown Error's message, but not a network failure's", () => {
    expect(failureText(new Error('Nie masz uprawnień'), 'Błąd')).toBe('Nie masz uprawnień');
    expect(failureText(new TypeError('Failed to fetch'), 'Błąd')).toBe('Błąd');
    expect(failureText('?', 'Błąd')).toBe('Błąd');
  });
});
