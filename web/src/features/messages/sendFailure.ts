// A failed private-message send (spec 2 §8): the server's message is shown under the composer
// when it has one (a refusal: no character, the other left, too fast…); anything else is only
// logged and the text simply stays.
import { errorMessage } from '@/lib/api';
import { ShownElsewhere } from '@/shared/composer/messages';

/** Always throws: what the shared composer shows for `failure`, or nothing. */
export function rethrowSendFailure(failure: unknown): never {
  const message = errorMessage(failure, '');
  if (message) throw new Error(message);
  console.error('The private message was not sent', failure);
  throw new ShownElsewhere();
}
