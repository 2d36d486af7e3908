// /home/notifications: every notice of the player, newest first, a page at a time; opening one
// marks it read and leads to its place.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import type { Notification } from '@mrok/sdk';
import { markRead, notificationPageQuery, PAGE_SIZE } from '@/shared/notifications/queries';
import { NOTIFICATION_TEXTS as T } from '@/shared/notifications/texts';
import { formatDateTime } from '@/shared/dates';

export default function NotificationsPage() {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery(notificationPageQuery(page, PAGE_SIZE));
  const open = (notice: Notification) => {
    if (!notice.readAt) void markRead(client, { ids: [notice.id] });
    navigate(notice.link);
  };
  return (
    <Box component="section" aria-labelledby="notifications-title">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="notifications-title" variant="h4" component="h1">{T.panelTitle}</Typography>
        <Button disabled={(list.data?.unread ?? 0) === 0} onClick={() => void markRead(client, { all: true })}>{T.markAll}</Button>
      </Box>
      {list.isError && <Typography color="error">{T.failed}</Typography>}
      {list.data && list.data.items.length === 0 && <Typography sx={{ py: 2 }}>{T.empty}</Typography>}
      <List>
        {list.data?.items.map((notice) => (
          <ListItemButton key={notice.id} onClick={() => open(notice)}>
            <ListItemText
              primary={notice.text}
              primaryTypographyProps={{ fontWeight: notice.readAt ? 400 : 700 }}
              secondary={[notice.characterName, formatDateTime(notice.createdAt)].filter(Boolean).join(' · ')}
            />
          </ListItemButton>
        ))}
      </List>
      {(list.data?.totalPages ?? 0) > 1 && (
        <Pagination count={list.data?.totalPages ?? 1} page={page} onChange={(_, p) => setPage(p)} />
      )}
    </Box>
  );
}
