// The admin panel of spec 3 §2.16 in the back office: collapsible sections for resident
// messages and the global message (kept on their own pages), nicknames, achievements, the
// hidden profile information, stats, the prison and the danger zone. `/home/adminpanel` on the
// player site leads here; anyone but an administrator is alerted and sent to the start page.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, Title, useNotify, useRedirect } from 'react-admin';
import { TextButton } from '../lib/TextButton';
import { PrisonControls } from '../users/PrisonForm';
import { MainAchievementTool, SecondaryAchievementTool } from './AchievementTools';
import { DeletionTool } from './DeletionTool';
import { IdOrNameField } from './IdOrNameField';
import { MainNicknameTool, SecondaryNicknameTool } from './NicknameTools';
import { InformacjaTool, StatsTool } from './ProfileTools';
import { ToolSection } from './ToolSection';
import { PLAYER_ID_REQUIRED, idOf, idWarning } from './useAdminCall';

export const NOT_ALLOWED = 'Brak uprawnień do dostępu do panelu admina';

/** What anyone but an administrator gets at the panel or the bugtrack: the spec's alert, then
 * the back office's start page. */
export function NoPanelAccess() {
  const notify = useNotify();
  const redirect = useRedirect();
  useEffect(() => {
    notify(NOT_ALLOWED, { type: 'warning' });
    redirect('/');
  }, [notify, redirect]);
  return null;
}

function PageLink({ to, label, text }: { to: string; label: string; text: string }) {
  return (
    <>
      <Typography>{text}</Typography>
      <Box>
        <TextButton component={Link} to={to} label={label} variant="outlined" />
      </Box>
    </>
  );
}

function PrisonTool() {
  const [user, setUser] = useState('');
  return (
    <ToolSection title="Zablokuj gracza (więzienie)">
      <IdOrNameField label="ID gracza" value={user} onChange={setUser} />
      <PrisonControls userId={idOf(user)} missing={idWarning(user, PLAYER_ID_REQUIRED)} />
    </ToolSection>
  );
}

export function AdminPanelPage() {
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Panel admina" />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography variant="h5" component="h1">
          Panel admina
        </Typography>
        <TextButton component={Link} to="/bugtrack" label="Bugtrack" />
      </Box>
      <ToolSection title="Komunikaty dla mieszkańców">
        <PageLink
          to="/residentMessages"
          label="Komunikaty dla mieszkańców"
          text="Aktywny komunikat zastępuje grę mieszkańcom; administratorzy i mistrzowie gry grają dalej."
        />
      </ToolSection>
      <ToolSection title="Wiadomość globalna">
        <PageLink to="/globalMessages/create" label="Wyślij wiadomość globalną" text="Wiadomość zobaczy każdy gracz przy następnej wizycie." />
      </ToolSection>
      <MainNicknameTool />
      <SecondaryNicknameTool />
      <MainAchievementTool />
      <SecondaryAchievementTool />
      <InformacjaTool />
      <StatsTool />
      <PrisonTool />
      <DeletionTool />
    </Box>
  );
}
