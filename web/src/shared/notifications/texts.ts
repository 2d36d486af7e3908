export const NOTIFICATION_TEXTS = {
  // The bell's name carries the badge's visible number outside parentheses (axe reads a
  // parenthetical as not part of the name): "Powiadomienia, nieprzeczytane: 3", "… ponad 99".
  bell: (unread: number) =>
    unread > 99 ? 'Powiadomienia, nieprzeczytane: ponad 99' : unread > 0 ? `Powiadomienia, nieprzeczytane: ${unread}` : 'Powiadomienia',
  panelTitle: 'Powiadomienia',
  markAll: 'Oznacz wszystkie jako przeczytane',
  empty: 'Nie masz jeszcze powiadomień.',
  all: 'Wszystkie powiadomienia',
  failed: 'Nie udało się wczytać powiadomień.',
};
