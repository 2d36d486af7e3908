// 'Pobierz Kartę': GET /api/home/profile/character-card/{id}/pdf (main, by account id) or
// /api/secondary-characters/{id}/character-card/pdf (CardsService.getMainCardPdf /
// getSecondaryCardPdf in the SDK), with the player's token, saved under the file name of the
// answer's Content-Disposition. The SDK's generated fetch client reads every body that is not JSON
// as text, which breaks a PDF, so this call uses fetch itself with the SDK's base and token; a
// refusal becomes the SDK's ApiError, so errorMessage() gives the server's Polish message.
import { ApiError, OpenAPI } from '@mrok/sdk';
import '@/lib/api';
import type { CharacterTarget } from '../characters';

/** The name the file is saved under when the answer names none. */
export const DEFAULT_CARD_FILE = 'karta-postaci.pdf';

export function cardPdfPath(target: CharacterTarget): string {
  return target.kind === 'main'
    ? `/home/profile/character-card/${target.accountId}/pdf`
    : `/secondary-characters/${target.id}/character-card/pdf`;
}

/** The file name of `attachment; filename="…"` (or filename*=UTF-8''…), else the default. */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return DEFAULT_CARD_FILE;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;]+)/i.exec(disposition);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name || DEFAULT_CARD_FILE;
}

/** Offers `blob` to the browser as a file download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** Fetches the card's PDF; throws ApiError (with the server's body) when it is refused. */
export async function fetchCardPdf(target: CharacterTarget): Promise<{ blob: Blob; fileName: string }> {
  const path = cardPdfPath(target);
  const token = typeof OpenAPI.TOKEN === 'function' ? await OpenAPI.TOKEN({ method: 'GET', url: path }) : OpenAPI.TOKEN;
  const url = `${OpenAPI.BASE}${path}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new ApiError(
      { method: 'GET', url: path },
      { url, ok: false, status: response.status, statusText: response.statusText, body },
      response.statusText || `HTTP ${response.status}`,
    );
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Fetches the card's PDF and saves it under the server's file name. */
export async function downloadCardPdf(target: CharacterTarget): Promise<string> {
  const { blob, fileName } = await fetchCardPdf(target);
  saveBlob(blob, fileName);
  return fileName;
}
