// The bell in the shell: the unread count (live by the socket, polled as the fallback), and a panel
// with the newest notices, "Oznacz wszystkie jako przeczytane" and a link to /home/notifications.
// Opening a notice marks it read and leads to its place. The panel is a dialog: opening it puts
// the focus on the first notice (or on its heading when there is none); Escape closes it and the
// focus goes back to the bell (MUI's Popover restores it).
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import type { Notification } from '@mrok/sdk';
import { markRead, notificationPageQuery, PANEL_SIZE } from './queries';
import { NOTIFICATION_TEXTS as T } from './texts';
import { formatDateTime } from '@/shared/dates';

export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const client = useQueryClient();
  const navigate = useNavigate();
  const page = useQuery(notificationPageQuery(1, PANEL_SIZE, true));
  const unread = page.data?.unread ?? 0;
  const items = page.data?.items ?? [];
  // Called as the heading mounts (before the popover's focus trap would focus its paper).
  const focusHeading = useCallback((heading: HTMLElement | null) => heading?.focus(), []);
  const open = (notice: Notification) => {
    setAnchor(null);
    if (!notice.readAt) void markRead(client, { ids: [notice.id] });
    navigate(notice.link);
  };
  return (
    <>
      <IconButton aria-label={T.bell(unread)} aria-haspopup="dialog" aria-expanded={Boolean(anchor)} onClick={(e) => setAnchor(e.currentTarget)}>
        <Badge badgeContent={unread > 0 ? unread : undefined} color="secondary" max={99} data-testid="notification-count" slotProps={{ badge: { "aria-hidden": true } }}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': T.panelTitle } }}>
        <Box sx={{ width: 340, maxWidth: '90vw', p: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1 }}>
            <Typography variant="subtitle1" component="h2" tabIndex={-1} ref={items.length === 0 ? focusHeading : undefined} sx={{ outline: 'none' }}>{T.panelTitle}</Typography>
            <Button size="small" disabled={unread === 0} onClick={() => void markRead(client, { all: true })}>{T.markAll}</Button>
          </Box>
          {page.isError && <Typography color="error" sx={{ px: 1 }}>{T.failed}</Typography>}
          {page.data && items.length === 0 && <Typography sx={{ px: 1, py: 2 }}>{T.empty}</Typography>}
          <List dense>
            {items.map((notice, index) => (
              <ListItemButton key={notice.id} autoFocus={index === 0} onClick={() => open(notice)} sx={{ fontWeight: notice.readAt ? 'normal' : 'bold' }}>
                <ListItemText
                  primary={notice.text}
                  primaryTypographyProps={{ fontWeight: notice.readAt ? 400 : 700 }}
                  secondary={[notice.characterName, formatDateTime(notice.createdAt)].filter(Boolean).join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
          <Button fullWidth onClick={() => { setAnchor(null); navigate('/home/notifications'); }}>{T.all}</Button>
        </Box>
      </Popover>
    </>
  );
}
