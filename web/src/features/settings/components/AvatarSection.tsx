// The avatar change: choose an image (checked here for type and size, again on the server), see
// it, send it.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ImageIcon from '@mui/icons-material/Image';
import UploadIcon from '@mui/icons-material/Upload';
import { palette } from '@/app/theme';
import { errorMessage } from '@/lib/api';
import { BusyButton } from '@/shared/components/BusyButton';
import { CharacterAvatar } from '@/shared/components/CharacterAvatar';
import { STORAGE_KEYS } from '@/shared/session';
import { useAccount } from '../api/useAccount';
import { useUploadAvatar } from '../api/useUploadAvatar';
import { TEXTS, avatarFileError } from '../settingsRules';
import type { Notify } from './notice';
import { SettingsSection } from './SettingsSection';

export function AvatarSection({ userId, notify }: { userId: string; notify: Notify }) {
  const account = useAccount(userId);
  const upload = useUploadAvatar();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const current = account.data?.avatar ?? localStorage.getItem(STORAGE_KEYS.avatarUrl);

  const pick = (chosen: File | null) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = avatarFileError(chosen);
    if (problem) {
      setFile(null);
      notify({ severity: 'error', text: problem });
      return;
    }
    setFile(chosen);
  };

  const send = () => {
    const problem = avatarFileError(file);
    if (problem || !file) {
      notify({ severity: 'error', text: problem ?? TEXTS.noFile });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        notify({ severity: 'success', text: TEXTS.avatarSaved });
      },
      onError: (error) => notify({ severity: 'error', text: errorMessage(error, TEXTS.avatarFailed) }),
    });
  };

  return (
    <SettingsSection id="settings-avatar" title="Avatar">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <CharacterAvatar
          path={preview ?? current}
          alt={preview ? 'Podgląd nowego avatara' : 'Obecny avatar'}
          data-testid="settings-avatar"
          size={96}
          sx={{ border: `2px solid ${preview ? palette.gold : palette.goldDim}` }}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, flex: 1 }}>
          <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
            Obraz PNG, JPEG, GIF lub WebP, najwyżej 5 MB (zalecane poniżej 200 KB).
          </Typography>
          {file && (
            <Typography sx={{ fontSize: '0.95rem', overflowWrap: 'anywhere' }} data-testid="avatar-file-name">
              Wybrany plik: {file.name}
            </Typography>
          )}
        </Box>
      </Box>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        aria-label="Plik avatara"
        data-testid="avatar-file-input"
        onChange={(event) => pick(event.target.files?.[0] ?? null)}
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="outlined" color="secondary" startIcon={<ImageIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
          Wybierz plik
        </Button>
        <BusyButton variant="contained" startIcon={<UploadIcon />} busy={upload.isPending} disabled={!file} onClick={send}>
          Zmień avatar
        </BusyButton>
      </Box>
    </SettingsSection>
  );
}
