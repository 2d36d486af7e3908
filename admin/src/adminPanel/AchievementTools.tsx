// Achievements of a main character (by its account) and of a secondary character (picked from
// its account's list): add one as a new line, or load them all, rewrite and save.
import { useState, type ReactNode } from 'react';
import { AdminService } from '@mrok/sdk';
import Typography from '@mui/material/Typography';
import { TextButton } from '../lib/TextButton';
import { IdOrNameField } from './IdOrNameField';
import { SecondaryPicker, type PickedSecondary } from './NicknameTools';
import { ToolField, ToolRow, ToolSection } from './ToolSection';
import { LoadedAccount } from './LoadedAccount';
import { PLAYER_ID_REQUIRED, fetchFailure, idOf, idWarning, useAdminCall } from './useAdminCall';

const FAILED = 'Błąd zapisu osiągnięć';
export const PICK_SECONDARY = 'Wybierz postać poboczną';

/** Adding one achievement and rewriting all of them, for a character the section names. */
function AchievementEditor({
  target,
  missing,
  noTarget,
  whose,
  add,
  load,
  save,
}: {
  target: string | undefined;
  /** Adding needs a target and the text. */
  missing: string;
  /** Loading them all needs the target only. */
  noTarget: string;
  /** Whose achievements were loaded, shown above them. */
  whose?: ReactNode;
  add: (achievement: string) => Promise<{ message: string }>;
  load: () => Promise<string>;
  save: (all: string) => Promise<{ message: string }>;
}) {
  const { busy, run, warn } = useAdminCall();
  const [achievement, setAchievement] = useState('');
  const [all, setAll] = useState<string>();
  const added = async () => {
    if (!target || !achievement.trim()) return warn(missing);
    if (await run(() => add(achievement), FAILED, (a) => a.message)) setAchievement('');
  };
  const loaded = async () => {
    if (!target) return warn(noTarget);
    const text = await run(load, fetchFailure('osiągnięć'));
    if (text !== undefined) setAll(text);
  };
  return (
    <>
      <ToolRow>
        <ToolField label="Nowe osiągnięcie" value={achievement} onChange={setAchievement} />
        <TextButton label="Dodaj osiągnięcie" variant="contained" disabled={busy} onClick={() => void added()} />
        <TextButton label="Edytuj wszystkie" disabled={busy} onClick={() => void loaded()} />
      </ToolRow>
      {all !== undefined && (
        <>
          {whose}
          <ToolField label="Osiągnięcia (jedno w wierszu)" value={all} onChange={setAll} rows={5} />
          <ToolRow>
            <TextButton label="Zapisz osiągnięcia" variant="contained" disabled={busy} onClick={() => void run(() => save(all), FAILED, (a) => a.message)} />
          </ToolRow>
        </>
      )}
    </>
  );
}

export function MainAchievementTool() {
  const [user, setUser] = useState('');
  const userId = idOf(user);
  return (
    <ToolSection title="Osiągnięcia postaci głównej">
      <IdOrNameField label="ID gracza" value={user} onChange={setUser} />
      <AchievementEditor
        key={userId}
        target={userId ? String(userId) : undefined}
        missing={idWarning(user, 'Podaj ID gracza i osiągnięcie')}
        noTarget={idWarning(user, PLAYER_ID_REQUIRED)}
        whose={userId && <LoadedAccount userId={userId} />}
        add={(achievement) => AdminService.adminAddAchievement({ requestBody: { userId, achievement } })}
        load={async () => (await AdminService.adminGetAchievements({ userId })).osiagniecia}
        save={(all) => AdminService.adminEditAchievements({ requestBody: { userId, newAchievements: all } })}
      />
    </ToolSection>
  );
}

export function SecondaryAchievementTool() {
  const [picked, setPicked] = useState<PickedSecondary>();
  const characterId = picked?.character.id;
  return (
    <ToolSection title="Osiągnięcia postaci pobocznej">
      <SecondaryPicker onPick={setPicked} />
      {picked && <Typography>Wybrana postać: {picked.character.name}</Typography>}
      <AchievementEditor
        key={characterId}
        target={characterId ? String(characterId) : undefined}
        missing="Wybierz postać i podaj osiągnięcie"
        noTarget={PICK_SECONDARY}
        add={(achievement) => AdminService.adminAddSecondaryAchievement({ requestBody: { characterId, achievement } })}
        load={async () => (await AdminService.adminGetSecondaryAchievements({ characterId })).achievements}
        save={(all) => AdminService.adminEditSecondaryAchievements({ requestBody: { characterId, newAchievements: all } })}
      />
    </ToolSection>
  );
}
