// /home/settings (spec 1 "Settings page"): the looking-for-a-session status, the avatar, the way
// to session reports (and, for admins, to the players' reports and the admin panel), and the
// character reset. Without a stored token or user id: /login. After a reset the login is
// forgotten and the player is sent to /createCharacter.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import GroupsIcon from '@mui/icons-material/Groups';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Can } from '@/shared/access/can';
import { forgetLogin, readSession } from '@/shared/session';
import { AvatarSection } from '../components/AvatarSection';
import { NotificationSettingsSection } from '../components/NotificationSettingsSection';
import { PlayerStatusSection } from '../components/PlayerStatusSection';
import { ResetCharacterDialog } from '../components/ResetCharacterDialog';
import { SettingsSection } from '../components/SettingsSection';
import type { Notice, Notify } from '../components/notice';

/** How long the reset's success stays on screen before the player is sent on. */
const LEAVE_AFTER_RESET_MS = 1_500;

export default function SettingsPage() {
  const session = readSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  if (!session.token || !session.userId) return <Navigate to="/login" replace />;
  const userId = session.userId;

  const notify: Notify = (next) => {
    setNotice(next);
    setNoticeOpen(true);
  };

  const leaveAfterReset = () => {
    leaveTimer.current = window.setTimeout(() => {
      forgetLogin();
      queryClient.clear();
      navigate('/createCharacter', { replace: true });
    }, LEAVE_AFTER_RESET_MS);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, maxWidth: 880, mx: 'auto', width: '100%' }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        Ustawienia
      </Typography>

      <PlayerStatusSection userId={userId} notify={notify} />
      <AvatarSection userId={userId} notify={notify} />
      <NotificationSettingsSection notify={notify} />

      <SettingsSection id="settings-reports" title="Zgłoszenia">
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to="/home/settings/reports" variant="outlined" color="secondary" startIcon={<AssignmentIcon />}>
            Zgłoszenia Sesji
          </Button>
          <Can permission="reviewReports">
            <Button component={RouterLink} to="/home/settings/admin/reports" variant="outlined" color="secondary" startIcon={<GroupsIcon />}>
              Panel Zgłoszeń
            </Button>
          </Can>
          <Can permission="useBackoffice">
            <Button component={RouterLink} to="/home/adminpanel" variant="outlined" color="secondary" startIcon={<AdminPanelSettingsIcon />}>
              Panel administratora
            </Button>
          </Can>
        </Box>
      </SettingsSection>

      <SettingsSection id="settings-reset" title="Reset postaci">
        <Typography color="text.secondary">
          Usuwa twoją postać główną i postacie poboczne. Potem stworzysz nową postać od początku.
        </Typography>
        <Box>
          <Button variant="outlined" color="error" startIcon={<RestartAltIcon />} onClick={() => setResetOpen(true)}>
            Resetuj postać
          </Button>
        </Box>
      </SettingsSection>

      <ResetCharacterDialog open={resetOpen} userId={userId} onClose={() => setResetOpen(false)} onReset={leaveAfterReset} />

      <Snackbar
        open={noticeOpen}
        autoHideDuration={5_000}
        onClose={(_, reason) => reason !== 'clickaway' && setNoticeOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, sm: 24 } }}
      >
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNoticeOpen(false)} sx={{ width: '100%' }}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </Box>
  );
}
