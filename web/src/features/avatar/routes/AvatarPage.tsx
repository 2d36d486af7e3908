// /home/avatarcomponent (spec 3 §2.18): the avatar widget on its own page.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { readSession } from '@/shared/session';
import { useAvatarProfile } from '../api/useAvatarProfile';
import { AvatarWidget } from '../components/AvatarWidget';
import { widgetView } from '../widget';

export default function AvatarPage() {
  const { token, userId } = readSession();
  const profile = useAvatarProfile(userId, token);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 3, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
        Awatar
      </Typography>
      {profile.isLoading ? (
        <CircularProgress color="secondary" aria-label="Ładowanie awatara" />
      ) : (
        <AvatarWidget view={widgetView(profile.isError || !token ? undefined : profile.data)} userId={token ? userId : null} />
      )}
    </Box>
  );
}
