// GET …/myCharacter: the character the player writes as in a session.
import { queryOptions } from '@tanstack/react-query';
import { sessionApi } from '@/shared/sessions/api';
import type { SessionKind } from '@/shared/sessions/model';
import { sessionKeys } from '@/shared/sessions/queries';

export const myCharacterQuery = (kind: SessionKind, id: number) =>
  queryOptions({
    queryKey: sessionKeys.myCharacter(kind, id),
    queryFn: () => sessionApi(kind).myCharacter(id),
  });
