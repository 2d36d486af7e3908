// How far an announcement got, in words: 'Przeczytało 3 z 10'.
import type { AdminGlobalMessageBody } from '@mrok/sdk';

export const reachLabel = (message: Pick<AdminGlobalMessageBody, 'reads' | 'recipients'>) =>
  `Przeczytało ${message.reads} z ${message.recipients}`;
