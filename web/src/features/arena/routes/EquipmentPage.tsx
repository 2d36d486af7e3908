// /home/equipment, 'Ekwipunek' (spec 3 §2.14): without equipment the first choice of a weapon
// and an armor; with it, the two carried items with their change buttons and the change dialog.
// A link to the arena either way.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import SportsKabaddiIcon from '@mui/icons-material/SportsKabaddi';
import type { Equipment, EquipmentKind } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { NoticeProvider, useNotify } from '@/shared/components/Notice';
import { useAvailableEquipment } from '../api/availableEquipment';
import { useMyEquipment } from '../api/myEquipment';
import { valueAtLevel } from '../arenaRules';
import { ChangeEquipmentDialog } from '../components/ChangeEquipmentDialog';
import { EquippedCard } from '../components/EquippedCard';
import { InitialChoice } from '../components/InitialChoice';
import { armorFacts, weaponFacts } from '../components/ItemDetails';
import { EQUIPMENT_TEXTS } from '../texts';

export default function EquipmentPage() {
  return (
    <NoticeProvider testId="equipment-notice">
      <EquipmentScreen />
    </NoticeProvider>
  );
}

function EquipmentScreen() {
  const equipment = useMyEquipment();
  const has = equipment.data?.hasEquipment === true;
  // The options are needed for the first choice at once, and for a change when its dialog opens.
  const [changing, setChanging] = useState<EquipmentKind | null>(null);
  const available = useAvailableEquipment(equipment.isSuccess && (!has || changing !== null));
  const notify = useNotify();

  const failed = equipment.isError ? equipment : available.isError && !has ? available : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto', width: '100%', minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {EQUIPMENT_TEXTS.heading}
        </Typography>
        <Button component={RouterLink} to="/home/arena" variant="outlined" color="secondary" startIcon={<SportsKabaddiIcon />}>
          {EQUIPMENT_TEXTS.toArena}
        </Button>
      </Box>
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void failed.refetch()}>
              {EQUIPMENT_TEXTS.retry}
            </Button>
          }
        >
          {errorMessage(failed.error, EQUIPMENT_TEXTS.loadFailed)}
        </Alert>
      ) : equipment.isPending || (!has && available.isPending) ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress color="secondary" aria-label={EQUIPMENT_TEXTS.loading} />
        </Box>
      ) : has && equipment.data ? (
        <Carried equipment={equipment.data} onChange={setChanging} />
      ) : available.data ? (
        <InitialChoice available={available.data} onChosen={notify.success} />
      ) : null}
      {changing && equipment.data?.weapon && equipment.data.armor && (
        <ChangeEquipmentDialog
          kind={changing}
          currentId={changing === 'weapon' ? equipment.data.weapon.id : equipment.data.armor.id}
          currentLevel={(changing === 'weapon' ? equipment.data.weapon_level : equipment.data.armor_level) ?? 1}
          available={available.data}
          onChanged={notify.success}
          onClose={() => setChanging(null)}
        />
      )}
    </Box>
  );
}

function Carried({ equipment, onChange }: { equipment: Equipment; onChange: (kind: EquipmentKind) => void }) {
  const { weapon, armor } = equipment;
  if (!weapon || !armor) return null;
  const weaponLevel = equipment.weapon_level ?? 1;
  const armorLevel = equipment.armor_level ?? 1;
  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, sm: 3 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <EquippedCard
        name={weapon.name}
        level={weaponLevel}
        facts={weaponFacts(weapon, equipment.weapon_damage ?? valueAtLevel(weapon.base_damage, weapon.damage_per_level, weaponLevel))}
        onChange={() => onChange('weapon')}
      />
      <EquippedCard
        name={armor.name}
        level={armorLevel}
        facts={armorFacts(armor, equipment.armor_value ?? valueAtLevel(armor.base_armor, armor.armor_per_level, armorLevel))}
        onChange={() => onChange('armor')}
      />
    </Box>
  );
}
