// The hidden profile information ('informacja') and the six stats of a main character, each
// loaded by the account's ID, edited and saved to that account only: changing the ID puts away
// what was loaded, and the loaded account is named above the form.
import { useState, type ReactNode } from 'react';
import { AdminService, type SetStatsBody, type StatsBody } from '@mrok/sdk';
import Typography from '@mui/material/Typography';
import { TextButton } from '../lib/TextButton';
import type { Fallback } from '../lib/api';
import { STAT_LABELS } from '../lib/stats';
import { IdOrNameField } from './IdOrNameField';
import { LoadedAccount } from './LoadedAccount';
import { ToolField, ToolRow, ToolSection } from './ToolSection';
import { PLAYER_ID_REQUIRED, fetchFailure, idOf, idWarning, useAdminCall } from './useAdminCall';

interface AccountToolProps<F> {
  title: string;
  loadLabel: string;
  loadFailure: Fallback;
  /** The account's data, as the form holds it. */
  load: (userId: number) => Promise<F>;
  saveLabel: string;
  saveFailure: string;
  saved: string;
  /** Saves `form`; `loaded` is the form as it was loaded. */
  save: (userId: number, form: F, loaded: F) => Promise<unknown>;
  /** The form's fields. */
  children: (form: F, change: (form: F) => void) => ReactNode;
}

/** One account's data in a tool: the ID and a load button, then the loaded account's form. */
function AccountTool<F>({ title, loadLabel, loadFailure, load, saveLabel, saveFailure, saved, save, children }: AccountToolProps<F>) {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [loaded, setLoaded] = useState<{ userId: number; form: F; original: F }>();
  const fetch = async () => {
    const userId = idOf(user);
    if (!userId) return warn(idWarning(user, PLAYER_ID_REQUIRED));
    const form = await run(() => load(userId), loadFailure);
    if (form !== undefined) setLoaded({ userId, form, original: form });
  };
  const changeUser = (value: string) => {
    setUser(value);
    setLoaded(undefined);
  };
  return (
    <ToolSection title={title}>
      <ToolRow>
        <IdOrNameField label="ID gracza" value={user} onChange={changeUser} />
        <TextButton label={loadLabel} disabled={busy} onClick={() => void fetch()} />
      </ToolRow>
      {loaded && (
        <>
          <LoadedAccount userId={loaded.userId} />
          {children(loaded.form, (form) => setLoaded({ ...loaded, form }))}
          <ToolRow>
            <TextButton
              label={saveLabel}
              variant="contained"
              disabled={busy}
              onClick={() => void run(() => save(loaded.userId, loaded.form, loaded.original), saveFailure, () => saved)}
            />
          </ToolRow>
        </>
      )}
    </ToolSection>
  );
}

export function InformacjaTool() {
  return (
    <AccountTool<string>
      title="Informacja w profilu"
      loadLabel="Pobierz"
      loadFailure={fetchFailure('danych gracza')}
      load={async (userId) => (await AdminService.adminGetInformacja({ userId })).informacja ?? ''}
      saveLabel="Zapisz informację"
      saveFailure="Błąd zapisu informacji"
      saved="Informacja została zapisana."
      save={(userId, informacja) => AdminService.adminSetInformacja({ userId, requestBody: { informacja } })}
    >
      {(text, change) => (
        <ToolField label="Informacja (tekst albo karta JSON z umiejętnościami i wadami)" value={text} onChange={change} rows={6} />
      )}
    </AccountTool>
  );
}

export const EMPTY_STAT_NOTE = 'Wysyłane są tylko zmienione statystyki; puste pole zostawia statystykę bez zmian.';

type StatsForm = { [K in keyof StatsBody]: string };
const STATS = Object.keys(STAT_LABELS) as (keyof StatsBody)[];

/**
 * The stats to send: only those changed since loading (the arena may have raised another one
 * meanwhile), never an emptied one; the server keeps every stat it is not sent.
 */
export function statsRequest(userId: number, form: StatsForm, loaded: StatsForm): SetStatsBody {
  const body: SetStatsBody = { userId };
  for (const key of STATS) if (form[key].trim() && form[key].trim() !== loaded[key]) body[key] = Number(form[key]);
  return body;
}

export function StatsTool() {
  return (
    <AccountTool<StatsForm>
      title="Statystyki"
      loadLabel="Pobierz statystyki"
      loadFailure={fetchFailure('statystyk')}
      load={async (userId) => {
        const stats = await AdminService.adminGetStats({ userId });
        return Object.fromEntries(STATS.map((key) => [key, String(stats[key])])) as StatsForm;
      }}
      saveLabel="Zapisz statystyki"
      saveFailure="Błąd zapisu statystyk"
      saved="Statystyki zostały zapisane."
      save={(userId, form, loaded) => AdminService.adminSetStats({ requestBody: statsRequest(userId, form, loaded) })}
    >
      {(stats, change) => (
        <>
          <ToolRow>
            {STATS.map((key) => (
              <ToolField key={key} label={STAT_LABELS[key]} type="number" value={stats[key]} onChange={(v) => change({ ...stats, [key]: v })} />
            ))}
          </ToolRow>
          <Typography variant="body2" color="text.secondary">
            {EMPTY_STAT_NOTE}
          </Typography>
        </>
      )}
    </AccountTool>
  );
}
