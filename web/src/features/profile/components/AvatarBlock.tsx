// The character's avatar; editors get a button to upload a new one (an image, at most 5 MB;
// under 200 KB recommended).
import { useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import { BusyButton } from '@/shared/components/BusyButton';
import { errorMessage } from '@/lib/api';
import { palette } from '@/app/theme';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import type { CharacterView } from '../characters';
import { avatarFileError } from '../validation';
import { useUploadAvatar } from '../api/useUploadAvatar';
import { useNotify } from '@/shared/components/Notice';

interface AvatarBlockProps {
  character: CharacterView;
  canEdit: boolean;
}

export function AvatarBlock({ character, canEdit }: AvatarBlockProps) {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(character.target);
  const inputId = `avatar-input-${character.tabId}`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    const problem = avatarFileError(file);
    if (problem || !file) {
      notify.error(problem ?? 'Brak wybranego pliku!');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => notify.success('Avatar został zaktualizowany!'),
      onError: (failure) => notify.error(errorMessage(failure, 'Nie udało się przesłać avatara')),
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 180 }, flexShrink: 0 }}>
      <CharacterAvatar
        variant="rounded"
        path={character.avatar}
        name={character.name}
        alt={`Avatar postaci ${character.name}`}
        data-testid="profile-avatar"
        sx={{ width: { xs: 128, sm: 168 }, height: { xs: 128, sm: 168 }, border: `2px solid ${palette.goldDim}`,
          boxShadow: '0 0 24px rgba(158, 27, 36, 0.35)', bgcolor: palette.ash }}
      />
      {canEdit && (
        <>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept="image/*"
            hidden
            aria-label="Plik avatara"
            data-testid="avatar-input"
            onChange={choose}
          />
          <BusyButton
            size="small"
            variant="outlined"
            color="secondary"
            startIcon={<PhotoCamera />}
            busy={upload.isPending}
            onClick={() => input.current?.click()}
            aria-describedby={`${inputId}-hint`}
          >
            Zmień avatar
          </BusyButton>
          <Typography id={`${inputId}-hint`} variant="caption" color="text.secondary" sx={{ textAlign: 'center', lineHeight: 1.3 }}>
            Zalecany rozmiar: poniżej 200 KB (maks. 5 MB)
          </Typography>
        </>
      )}
    </Box>
  );
}
