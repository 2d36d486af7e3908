// The addresses of private messaging (spec 2 §2).
export const MESSAGES_PATH = '/home/messages';
export const NEW_MESSAGE_PATH = '/home/messages/new';
export const conversationPath = (id: number): string => `${MESSAGES_PATH}/${id}`;
