// The Polish texts of private messaging (spec 2 §2, §5, §8; the server's wordings where it has
// them, docs/decisions.md "Private messages"; the rest decided in README.md).
export const MESSAGE_TEXTS = {
  listTitle: 'Twoje konwersacje',
  untitled: 'Bez nazwy',
  unknown: 'Nieznany',
  newMessage: 'nowa wiadomość',
  write: 'Napisz wiadomość',
  empty: 'Nie masz jeszcze żadnych konwersacji.',
  loading: 'Ładowanie…',
  newTitle: 'Nowa wiadomość',
  recipients: 'Odbiorcy',
  recipientsList: 'Wybrani odbiorcy',
  onlyFirst: (name: string) => `Wiadomość trafi tylko do pierwszego odbiorcy: ${name}.`,
  self: 'Nie możesz wysłać wiadomości do samego siebie.',
  subject: 'Temat',
  body: 'Treść wiadomości…',
  required: 'Temat i treść wiadomości są wymagane',
  noRecipient: 'Dodaj przynajmniej jednego odbiorcę',
  sent: 'Wiadomość wysłana!',
  emptyReply: 'Wprowadź treść wiadomości',
  reply: 'Odpowiedz…',
  back: 'Wszystkie konwersacje',
  with: (name: string) => `Rozmowa z: ${name}`,
  older: 'Starsze wiadomości',
  delete: 'Usuń konwersację',
  deleteTitle: 'Usunąć konwersację?',
  deleteQuestion: 'Konwersacja zniknie z Twojej listy na zawsze — tego nie można cofnąć. Rozmówca nadal będzie ją widział, ale nie odpowie.',
  deleted: 'Konwersacja została usunięta.',
  deleteFailed: (reason: string) => `Błąd podczas usuwania konwersacji: ${reason}`,
  deleteFailedGeneric: 'Wystąpił błąd podczas usuwania konwersacji.',
  unknownError: 'Nieznany błąd',
  notFound: 'Nie znaleziono konwersacji.',
  otherLeft: 'Rozmówca usunął tę konwersację — napisz do niego nową wiadomość.',
  writeAgain: 'Napisz nową wiadomość',
} as const;

/** The name a conversation is shown by ('Bez nazwy' when it has none). */
export const conversationName = (name: string | null | undefined): string => name?.trim() || MESSAGE_TEXTS.untitled;

/** A player's name as shown ('Nieznany' when the server has none). */
export const playerName = (name: string | null | undefined): string => name?.trim() || MESSAGE_TEXTS.unknown;
