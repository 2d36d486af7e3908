// The rules of images in the editor (spec 1 §5 and §9, spec 2 §5 "Composer images", spec 3 §5).

export type ImageAlign = 'left' | 'center' | 'right';

export const IMAGE_ALIGNS: readonly ImageAlign[] = ['left', 'center', 'right'];

export const IMAGE_WIDTH = { min: 100, max: 800, step: 10, default: 300 } as const;

/** 5 MB (5 242 880 bytes), the upload limit. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface ImageSettings {
  width: number;
  align: ImageAlign;
  /** What the image shows, for those who cannot see it (the `alt` text); '' for none. */
  alt: string;
}

export const DEFAULT_IMAGE_SETTINGS: Readonly<ImageSettings> = { width: IMAGE_WIDTH.default, align: 'left', alt: '' };

/** The longest image description kept. */
export const IMAGE_ALT_MAX = 200;

export const IMAGE_MESSAGES = {
  notAnImage: 'Proszę wybrać plik obrazu!',
  tooLarge: 'Plik jest za duży! Maksymalny rozmiar to 5MB.',
  selectImageFirst: 'Najpierw zaznacz obrazek, który chcesz wyrównać',
  notImageUrl: 'To nie wygląda na link do obrazka. Czy na pewno go wstawić?',
  badScheme: 'Adres obrazka musi zaczynać się od http:// lub https://',
  insertFailed: 'Wystąpił błąd podczas dodawania obrazka.',
} as const;

/**
 * A width the slider can hold: snapped to the step (counted from the minimum) and kept within
 * 100–800; anything that is not a number gives the default 300.
 */
export function clampImageWidth(width: number, step: number = IMAGE_WIDTH.step): number {
  if (!Number.isFinite(width)) return IMAGE_WIDTH.default;
  const snapped = IMAGE_WIDTH.min + Math.round((width - IMAGE_WIDTH.min) / step) * step;
  return Math.min(IMAGE_WIDTH.max, Math.max(IMAGE_WIDTH.min, snapped));
}

export function isImageAlign(value: unknown): value is ImageAlign {
  return typeof value === 'string' && (IMAGE_ALIGNS as readonly string[]).includes(value);
}

/**
 * The message to show for a file chosen from the computer, or null when it may be inserted. A
 * screen may word "not an image" its own way (the profile description: spec 1 §5).
 */
export function validateImageFile(file: Pick<File, 'type' | 'size'>, notAnImage: string = IMAGE_MESSAGES.notAnImage): string | null {
  if (!file.type.startsWith('image/')) return notAnImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

/**
 * Whether a pasted address looks like a link to an image: an http(s) URL whose path ends in
 * jpg, jpeg, png, gif or webp (any case; a query string or fragment may follow). Anything else
 * is inserted only after the user confirms.
 */
export function looksLikeImageUrl(url: string): boolean {
  return /^https?:\/\/[^\s/?#]+\/[^\s?#]*\.(?:jpe?g|png|gif|webp)(?:[?#]\S*)?$/i.test(url.trim());
}

/**
 * Whether an address may be an image source at all: an absolute http(s) URL or a path on this
 * site (uploads are served under /api/uploads/…). data:, javascript: and the rest never are.
 */
export function isAllowedImageSrc(src: string): boolean {
  const s = src.trim();
  return /^https?:\/\/[^\s/?#]+/i.test(s) || /^\/(?!\/)\S*$/.test(s);
}
