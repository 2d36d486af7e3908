// /register (spec 1 §2, §4, §5): the form inside the account frame, the 'Ważna Informacja' dialog
// on arrival, and a success dialog pointing to the activation mail.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { ImportantInfoDialog } from '../components/ImportantInfoDialog';
import { RegisteredDialog } from '../components/RegisteredDialog';
import { RegisterForm } from '../components/RegisterForm';

export default function RegisterPage() {
  const [infoOpen, setInfoOpen] = useState(true);
  const [registered, setRegistered] = useState<string | null>(null);

  return (
    <AuthFrame title="Rejestracja" subtitle="Zapisz swoje imię w kronikach miasta. Resztę napisze noc.">
      <RegisterForm onRegistered={setRegistered} />
      <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Button component={RouterLink} to="/login" color="secondary" variant="outlined" fullWidth>
          Powrót do logowania
        </Button>
        <Button color="secondary" startIcon={<InfoOutlinedIcon />} onClick={() => setInfoOpen(true)}>
          Ważna Informacja
        </Button>
      </Box>
      <ImportantInfoDialog open={infoOpen} onClose={() => setInfoOpen(false)} />
      <RegisteredDialog email={registered} />
    </AuthFrame>
  );
}
