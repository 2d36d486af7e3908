// Nicknames: a main character's by its account, a secondary character's by its account (pick
// one of its secondary characters) or directly by the character's ID.
import { useState } from 'react';
import { AdminService, type AdminCharacterChoice } from '@mrok/sdk';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TextButton } from '../lib/TextButton';
import { IdOrNameField } from './IdOrNameField';
import { LoadedAccount } from './LoadedAccount';
import { ToolField, ToolRow, ToolSection } from './ToolSection';
import { fetchFailure, idOf, idWarning, useAdminCall } from './useAdminCall';

export const NICK_REQUIRED = 'Podaj ID gracza i nowy nick';
const NICK_FAILED = 'Błąd zmiany nicku';

export function MainNicknameTool() {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [nick, setNick] = useState('');
  const change = () => {
    const userId = idOf(user);
    if (!userId || !nick.trim()) return warn(idWarning(user, NICK_REQUIRED));
    void run(() => AdminService.adminChangeNickname({ requestBody: { userId, newNickname: nick } }), NICK_FAILED, (a) => a.message);
  };
  return (
    <ToolSection title="Zmień nick postaci głównej">
      <ToolRow>
        <IdOrNameField label="ID gracza" value={user} onChange={setUser} />
        <ToolField label="Nowy nick" value={nick} onChange={setNick} />
        <TextButton label="Zmień nick" variant="contained" disabled={busy} onClick={change} />
      </ToolRow>
    </ToolSection>
  );
}

/** A secondary character picked from its account's list. */
export interface PickedSecondary {
  userId: number;
  character: AdminCharacterChoice;
}

/** The server's refusal for an account without secondary characters: a plain notice, not an error. */
export const NO_SECONDARIES = 'no_secondary_characters';

/** An account's secondary characters, loaded by its ID, to pick one from; the account is named
 * once loaded, and another ID puts the list (and the pick) away. */
export function SecondaryPicker({ onPick }: { onPick: (picked: PickedSecondary | undefined) => void }) {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [loaded, setLoaded] = useState<{ owner: number; choices: AdminCharacterChoice[] }>();
  const [picked, setPicked] = useState('');
  const forget = () => {
    setLoaded(undefined);
    setPicked('');
    onPick(undefined);
  };
  const load = async () => {
    const userId = idOf(user);
    if (!userId) return warn(idWarning(user, 'Podaj ID użytkownika'));
    forget();
    const found = await run(
      () => AdminService.adminGetSecondaryCharacters({ userId }),
      fetchFailure('postaci pobocznych'),
      undefined,
      [NO_SECONDARIES],
    );
    if (found) setLoaded({ owner: userId, choices: found.characters });
  };
  return (
    <>
      <ToolRow>
        <IdOrNameField label="ID użytkownika" value={user} onChange={setUser} forget={forget} />
        <TextButton label="Pobierz postacie" disabled={busy} onClick={() => void load()} />
        {loaded && loaded.choices.length > 0 && (
          <TextField
            select
            size="small"
            label="Postać poboczna"
            value={picked}
            sx={{ minWidth: 220 }}
            onChange={(event) => {
              setPicked(event.target.value);
              const character = loaded.choices.find((c) => String(c.id) === event.target.value);
              onPick(character ? { userId: loaded.owner, character } : undefined);
            }}
          >
            {loaded.choices.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name} ({c.race}, {c.gender}) — ID {c.id}
              </MenuItem>
            ))}
          </TextField>
        )}
      </ToolRow>
      {loaded && <LoadedAccount userId={loaded.owner} />}
    </>
  );
}

export function SecondaryNicknameTool() {
  const { busy, run, warn } = useAdminCall();
  const [picked, setPicked] = useState<PickedSecondary>();
  const [byUserNick, setByUserNick] = useState('');
  const [character, setCharacter] = useState('');
  const [found, setFound] = useState<string>();
  const [nick, setNick] = useState('');

  const changeByUser = () => {
    if (!picked || !byUserNick.trim()) return warn(NICK_REQUIRED);
    const requestBody = { userId: picked.userId, characterId: picked.character.id, newNickname: byUserNick };
    void run(() => AdminService.adminChangeSecondaryNicknameByUser({ requestBody }), NICK_FAILED, (a) => a.message);
  };
  const load = async () => {
    const characterId = idOf(character);
    if (!characterId) return warn(idWarning(character, 'Podaj ID postaci pobocznej'));
    const answer = await run(() => AdminService.adminGetSecondaryCharacterNickname({ characterId }), fetchFailure('postaci'));
    setFound(answer ? `${answer.nickname} (${answer.race}, ${answer.gender})` : undefined);
  };
  const changeDirect = () => {
    const characterId = idOf(character);
    if (!characterId) return warn(idWarning(character, 'Podaj ID postaci pobocznej'));
    if (!nick.trim()) return warn(NICK_REQUIRED);
    void run(() => AdminService.adminChangeSecondaryNickname({ requestBody: { characterId, newNickname: nick } }), NICK_FAILED, (a) => a.message);
  };
  return (
    <ToolSection title="Zmień nick postaci pobocznej">
      <Typography variant="subtitle2">Przez gracza</Typography>
      <SecondaryPicker onPick={setPicked} />
      <ToolRow>
        <ToolField label="Nowy nick" value={byUserNick} onChange={setByUserNick} />
        <TextButton label="Zmień nick" variant="contained" disabled={busy || !picked} onClick={changeByUser} />
      </ToolRow>
      <Typography variant="subtitle2">Bezpośrednio po ID postaci</Typography>
      <ToolRow>
        <IdOrNameField label="ID postaci pobocznej" wants="character" value={character} onChange={setCharacter} forget={() => setFound(undefined)} />
        <TextButton label="Pobierz" disabled={busy} onClick={() => void load()} />
        {found && <Typography data-testid="secondary-found">{found}</Typography>}
      </ToolRow>
      <ToolRow>
        <ToolField label="Nowy nick" value={nick} onChange={setNick} />
        <TextButton label="Zmień nick" variant="contained" disabled={busy} onClick={changeDirect} />
      </ToolRow>
    </ToolSection>
  );
}
