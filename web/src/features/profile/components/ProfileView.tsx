// A loaded profile: the top tabs, the selected character's panel, the creation dialog and the
// deletion of secondary characters.
import { useState } from 'react';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProfileBody } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { can } from '@/shared/access/can';
import type { Session } from '@/shared/session';
import { palette } from '@/app/theme';
import {
  MAIN_TAB,
  PROFILE_MOBILE_QUERY,
  TAB_IDS,
  buildTabs,
  mainCharacter,
  secondaryCharacters,
  selectedTab,
  type CharacterView,
  type SecondarySlot,
} from '../characters';
import { useSecondaryCharacters } from '../api/useSecondaryCharacters';
import { useDeleteSecondary } from '../api/useDeleteSecondary';
import type { CharacterRights } from './CharacterHeader';
import { CharacterPanel } from './CharacterPanel';
import { CharacterTabs } from './CharacterTabs';
import { ConfirmDialog } from '@/shared/components/ConfirmDialog';
import { CreateSecondaryDialog } from './CreateSecondaryDialog';
import { useNotify } from '@/shared/components/Notice';

interface ProfileViewProps {
  profile: ProfileBody;
  session: Session;
}

export function ProfileView({ profile, session }: ProfileViewProps) {
  const notify = useNotify();
  const mobile = useMediaQuery(PROFILE_MOBILE_QUERY);
  const main = mainCharacter(profile);
  const accountId = main.target.accountId;
  const secondariesQuery = useSecondaryCharacters(accountId, true);
  const secondaries = secondaryCharacters(secondariesQuery.data ?? []);
  const rights: CharacterRights = {
    canEdit: profile.editable || can(session.role, 'editAnyCharacter'),
    own: session.userId !== null && session.userId === String(accountId),
    approve: can(session.role, 'approveCharacters'),
    hiddenEntries: can(session.role, 'hiddenCardEntries'),
  };
  // No 'NOWA' tab until the list is known, so it never flashes in the place of a character.
  const tabs = buildTabs(main, secondaries, rights.own && secondariesQuery.isSuccess);

  const [chosen, setChosen] = useState<string>(MAIN_TAB);
  const [creating, setCreating] = useState<SecondarySlot | null>(null);
  const [deleting, setDeleting] = useState<CharacterView | null>(null);
  const remove = useDeleteSecondary();
  const selected = selectedTab(tabs, chosen).character;

  const confirmDelete = () => {
    if (!deleting || deleting.target.kind !== 'secondary' || remove.isPending) return;
    remove.mutate(deleting.target, {
      onSuccess: () => {
        notify.success('Postać poboczna została usunięta!');
        setChosen(MAIN_TAB);
      },
      onError: (failure) => notify.error(errorMessage(failure, 'Nie udało się usunąć postaci')),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <Box>
      <CharacterTabs
        tabs={tabs}
        selected={selected}
        mobile={mobile}
        canDelete={rights.canEdit}
        onSelect={setChosen}
        onCreate={setCreating}
        onDelete={setDeleting}
      />
      <Box id="profile-character-panel" role="region" aria-label={`Postać: ${selected.name}`}>
        <CharacterPanel
          key={`${accountId}:${selected.tabId}:${selected.target.kind === 'secondary' ? selected.target.id : 'main'}`}
          character={selected}
          rights={rights}
        />
      </Box>
      {creating !== null && (
        <CreateSecondaryDialog
          slot={creating}
          userId={accountId}
          onClose={() => setCreating(null)}
          onCreated={(slot) => {
            setCreating(null);
            setChosen(slot === 2 ? TAB_IDS[2] : TAB_IDS[1]);
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          open
          title="Usuń postać"
          confirmLabel="Usuń postać"
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={confirmDelete}
        >
          Czy na pewno chcesz usunąć postać poboczną{' '}
          <Box component="strong" sx={{ color: palette.bone, overflowWrap: 'anywhere' }}>
            {deleting.name}
          </Box>
          ? Tej operacji nie można cofnąć — zniknie także jej karta postaci.
        </ConfirmDialog>
      )}
    </Box>
  );
}
