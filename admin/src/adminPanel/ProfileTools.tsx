// The hidden profile information ('informacja') and the six stats of a main character, each
// loaded by the account's ID, edited and saved.
import { useState } from 'react';
import { AdminService, type StatsBody } from '@mrok/sdk';
import { Button } from 'react-admin';
import { ToolField, ToolRow, ToolSection } from './ToolSection';
import { fetchFailure, idOf, useAdminCall } from './useAdminCall';
import { STAT_LABELS } from '../lib/stats';

export function InformacjaTool() {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [text, setText] = useState<string>();
  const load = async () => {
    const userId = idOf(user);
    if (!userId) return warn('Podaj ID gracza');
    const answer = await run(() => AdminService.adminGetInformacja({ userId }), fetchFailure('danych gracza'));
    setText(answer?.informacja);
  };
  const save = (informacja: string) => {
    const userId = idOf(user);
    if (!userId) return warn('Podaj ID gracza');
    void run(() => AdminService.adminSetInformacja({ userId, requestBody: { informacja } }), 'Błąd zapisu informacji', () => 'Informacja została zapisana.');
  };
  return (
    <ToolSection title="Informacja w profilu">
      <ToolRow>
        <ToolField label="ID gracza" type="number" value={user} onChange={setUser} />
        <Button label="Pobierz" disabled={busy} onClick={() => void load()} />
      </ToolRow>
      {text !== undefined && (
        <>
          <ToolField label="Informacja (tekst albo karta JSON z umiejętnościami i wadami)" value={text} onChange={setText} rows={6} />
          <ToolRow>
            <Button label="Zapisz informację" variant="contained" disabled={busy} onClick={() => save(text)} />
          </ToolRow>
        </>
      )}
    </ToolSection>
  );
}

type StatsForm = { [K in keyof StatsBody]: string };

export function StatsTool() {
  const { busy, run, warn } = useAdminCall();
  const [user, setUser] = useState('');
  const [stats, setStats] = useState<StatsForm>();
  const load = async () => {
    const userId = idOf(user);
    if (!userId) return warn('Podaj ID gracza');
    const answer = await run(() => AdminService.adminGetStats({ userId }), fetchFailure('statystyk'));
    if (answer) setStats(Object.fromEntries(Object.entries(answer).map(([k, v]) => [k, String(v)])) as StatsForm);
  };
  const save = (form: StatsForm) => {
    const userId = idOf(user);
    if (!userId) return warn('Podaj ID gracza');
    const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, Number(v)]));
    void run(() => AdminService.adminSetStats({ requestBody: { userId, ...values } }), 'Błąd zapisu statystyk', () => 'Statystyki zostały zapisane.');
  };
  return (
    <ToolSection title="Statystyki">
      <ToolRow>
        <ToolField label="ID gracza" type="number" value={user} onChange={setUser} />
        <Button label="Pobierz statystyki" disabled={busy} onClick={() => void load()} />
      </ToolRow>
      {stats && (
        <>
          <ToolRow>
            {(Object.keys(STAT_LABELS) as (keyof StatsBody)[]).map((key) => (
              <ToolField key={key} label={STAT_LABELS[key]} type="number" value={stats[key]} onChange={(v) => setStats({ ...stats, [key]: v })} />
            ))}
          </ToolRow>
          <ToolRow>
            <Button label="Zapisz statystyki" variant="contained" disabled={busy} onClick={() => save(stats)} />
          </ToolRow>
        </>
      )}
    </ToolSection>
  );
}
