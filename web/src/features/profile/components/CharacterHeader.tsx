// The top of a character's panel: status line, avatar, type chip, id (main only), name, race,
// gender, rank, magic ability, approval, the main character's level with health, mana and
// stamina as current/max bars, and 'Wyślij wiadomość' for others' main characters.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/MailOutline';
import { palette } from '@/app/theme';
import { Meter } from '@/shared/components/Meter';
import { messageLink, typeLabel, type CharacterView, type Vitals } from '../characters';
import { ApprovalToggle } from './ApprovalToggle';
import { AvatarBlock } from './AvatarBlock';
import { MagicField } from './MagicField';
import { StatusLine } from './StatusLine';

export interface CharacterRights {
  /** Server `editable`, or editAnyCharacter: description, avatar, magic, card, deleting secondaries. */
  canEdit: boolean;
  /** One's own profile: status, creating secondaries, no message button. */
  own: boolean;
  /** approveCharacters: the approval is a switch. */
  approve: boolean;
  /** hiddenCardEntries: hidden skills and flaws are seen, added and flagged. */
  hiddenEntries: boolean;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: palette.goldDim, fontFamily: 'Cinzel, serif', fontSize: '0.8rem', letterSpacing: '0.06em', pt: 0.4 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

/** The level and the three pools (spec 1 §3), compact: one row from tablets up. */
function VitalsBlock({ vitals }: { vitals: Vitals }) {
  const pools = [
    { name: 'Zdrowie', kind: 'health', pool: vitals.health, testId: 'vitals-health' },
    { name: 'Mana', kind: 'mana', pool: vitals.mana, testId: 'vitals-mana' },
    { name: 'Stamina', kind: 'stamina', pool: vitals.stamina, testId: 'vitals-stamina' },
  ] as const;
  return (
    <Box component="section" aria-label="Statystyki postaci" data-testid="character-vitals" sx={{ mt: 2, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Typography data-testid="vitals-level" sx={{ fontFamily: 'Cinzel, serif', color: palette.gold, fontWeight: 700, mb: 1 }}>
        Poziom: {vitals.level}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {pools.map(({ name, kind, pool, testId }) => (
          <Meter key={name} name={name} label={`${name}: ${pool.current}/${pool.max}`} value={pool.current} max={pool.max} kind={kind} testId={testId} />
        ))}
      </Box>
    </Box>
  );
}

export function CharacterHeader({ character, rights }: { character: CharacterView; rights: CharacterRights }) {
  const isMain = character.slot === 0;
  return (
    <Paper component="section" aria-labelledby={`name-${character.tabId}`} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Box sx={{ mb: 1.5, minHeight: 32 }}>
        <StatusLine status={character.status} target={character.target} editable={rights.own} />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2, sm: 3 }, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <AvatarBlock character={character} canEdit={rights.canEdit} />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
            <Chip size="small" color={isMain ? 'primary' : 'secondary'} label={typeLabel(character.slot)} data-testid="character-type" />
            {isMain && <Chip size="small" variant="outlined" label={`ID: ${character.target.accountId}`} data-testid="character-id" />}
            <ApprovalToggle character={character} canApprove={rights.approve} />
          </Box>
          <Typography
            id={`name-${character.tabId}`}
            component="h1"
            variant="h4"
            data-testid="character-name"
            sx={{ color: palette.bone, fontSize: { xs: '1.6rem', sm: '2.1rem' }, overflowWrap: 'anywhere', mb: 1.5 }}
          >
            {character.name}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.75, m: 0 }}>
            <Field label="Rasa">{character.race || '—'}</Field>
            <Field label="Płeć">{character.gender || '—'}</Field>
            <Field label="Ranga">{character.rank || '—'}</Field>
            <Field label="Magia">
              <MagicField character={character} canEdit={rights.canEdit} />
            </Field>
          </Box>
          {character.vitals && <VitalsBlock vitals={character.vitals} />}
          {isMain && !rights.own && (
            <Button
              component={RouterLink}
              to={messageLink(character.target.accountId, character.name)}
              variant="contained"
              startIcon={<MailOutline />}
              sx={{ mt: 2 }}
            >
              Wyślij wiadomość
            </Button>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
