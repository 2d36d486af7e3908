// The owner's main-character name (or "Nieznany"), linking to the account.
import { Link, useCreatePath, useRecordContext } from 'react-admin';
import type { AdminSessionBody } from '@mrok/sdk';
import { ownerLabel } from './labels';

export function SessionOwnerField(_props: { source?: string; label?: string }) {
  const session = useRecordContext<AdminSessionBody>();
  const createPath = useCreatePath();
  if (!session) return null;
  return <Link to={createPath({ resource: 'users', id: session.ownerId, type: 'show' })}>{ownerLabel(session.ownerName)}</Link>;
}
