// /regulamin: the rules (spec 3 §2.6) in the account frame, with a way back; the rules
// collection's entries follow the text (`entries`, handed in by the app layer; no login needed).
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { useSiteInfo } from '@/shared/api/siteInfo';
import { RulesBody } from '../components/RulesBody';

export default function RulesPage({ entries }: { entries?: ReactNode }) {
  const { adminEmail } = useSiteInfo();
  const navigate = useNavigate();
  const location = useLocation();
  // Back where the player came from (usually /register); a direct visit goes to /login.
  const back = () => (location.key !== 'default' ? navigate(-1) : navigate('/login'));

  return (
    <AuthFrame title="Regulamin" subtitle="Prawa i obyczaje Mroku" width={860}>
      <RulesBody adminEmail={adminEmail} />
      {entries && <Box sx={{ mt: 3 }}>{entries}</Box>}
      <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
        <Button variant="outlined" color="secondary" startIcon={<ArrowBackIcon />} onClick={back}>
          Powrót
        </Button>
      </Box>
    </AuthFrame>
  );
}
