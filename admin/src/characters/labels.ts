// Polish words for a character's fields.

export function kindLabel(kind: string): string {
  if (kind === 'main') return 'główna';
  if (kind === 'secondary') return 'poboczna';
  return kind;
}

export function magicLabel(magic: string | undefined | null): string {
  return magic ? magic : 'nie wybrano';
}

export const APPROVED_MESSAGE = 'Postać została zaakceptowana!';
export const UNAPPROVED_MESSAGE = 'Postać została odrzucona!';
