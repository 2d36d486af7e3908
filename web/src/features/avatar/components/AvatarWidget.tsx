// The avatar widget: the player's avatar and name; a click leads to their profile.
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { palette } from '@/app/theme';
import type { WidgetView } from '../widget';

export function AvatarWidget({ view, userId }: { view: WidgetView; userId: string | null }) {
  const navigate = useNavigate();
  return (
    <ButtonBase
      data-testid="avatar-widget"
      aria-label={`${view.name} — przejdź do profilu`}
      disabled={!userId}
      onClick={() => userId && navigate(`/home/profile/${userId}`)}
      sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, p: 3, borderRadius: 2,
        border: 1, borderColor: 'divider', bgcolor: 'background.paper', maxWidth: '100%',
        '&:hover .avatar-widget-name, &:focus-visible .avatar-widget-name': { color: palette.gold } }}
    >
      <CharacterAvatar path={view.src} name={view.name} size={128} sx={{ border: `3px solid ${palette.goldDim}` }} />
      <Typography className="avatar-widget-name" sx={{ fontFamily: 'Cinzel, serif', fontWeight: 700, fontSize: '1.2rem', overflowWrap: 'anywhere' }}>
        {view.name}
      </Typography>
    </ButtonBase>
  );
}
