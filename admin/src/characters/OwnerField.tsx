// The owner's e-mail, linking to the account.
import type { MouseEvent } from 'react';
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminCharacterBody } from '@mrok/sdk';

export function OwnerField(_props: { source?: string; label?: string }) {
  const character = useRecordContext<AdminCharacterBody>();
  const createPath = useCreatePath();
  if (!character) return null;
  return (
    <Link
      to={createPath({ resource: 'users', id: character.userId, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {character.ownerEmail}
    </Link>
  );
}
