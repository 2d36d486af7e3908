// The Polish texts of private messaging (spec 2 §2, §5, §8).
export const MESSAGE_TEXTS = {
  listTitle: 'Twoje konwersacje',
  untitled: 'Bez nazwy',
  unknown: 'Nieznany',
  newMessage: 'nowa wiadomość',
  write: 'Napisz wiadomość',
  empty: 'Nie masz jeszcze żadnych konwersacji.',
  loading: 'Ładowanie konwersacji…',
  newTitle: 'Nowa wiadomość',
  recipientId: 'ID odbiorcy',
  addRecipient: 'Dodaj',
  subject: 'Temat',
  send: 'Wyślij',
  required: 'Temat i treść wiadomości są wymagane',
  noRecipient: 'Dodaj przynajmniej jednego odbiorcę',
  emptyReply: 'Wprowadź treść wiadomości',
  sent: 'Wiadomość wysłana!',
  sendFailed: 'Błąd podczas wysyłania wiadomości',
  back: 'Wróć do konwersacji',
  delete: 'Usuń konwersację',
  deleteTitle: 'Usunąć konwersację?',
  deleteQuestion: 'Konwersacja zniknie z Twojej listy na zawsze. Tej operacji nie można cofnąć.',
  deleted: 'Konwersacja została usunięta.',
  deleteFailed: (reason: string) => `Błąd podczas usuwania konwersacji: ${reason}`,
  unknownError: 'Nieznany błąd',
  notFound: 'Nie znaleziono konwersacji.',
  olderMessages: 'Starsze wiadomości',
  otherLeft: 'Rozmówca usunął tę konwersację — napisz do niego nową wiadomość.',
  replyPlaceholder: 'Odpowiedz…',
  with: (name: string) => `Rozmowa z: ${name}`,
} as const;

/** Leading list-bullet markers at the start of lines are stripped from a reply (spec 2 §5). */
export function stripBullets(html: string): string {
  return html.replace(/(^|<p>|<br>|\n)\s*(?:[-•*]|\d+[.)])\s+/g, '$1');
}
