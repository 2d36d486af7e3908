// The players with session reports and their counts (pending, accepted, rejected, total, the last
// report's date), in the API's order; a row opens the player's reports.
import type { ReportingPlayer } from '@mrok/sdk';
import Typography from '@mui/material/Typography';
import { DataTable, DateField, List, SimpleList } from 'react-admin';
import { useListWidth } from '../lib/useListWidth';
import { wrapAnywhere } from '../theme';
import { NO_PLAYERS, playerLabel } from './labels';

const counts = (player: ReportingPlayer) =>
  `Oczekujące: ${player.pending_reports} · Zaakceptowane: ${player.accepted_reports} · Odrzucone: ${player.rejected_reports} · Razem: ${player.total_reports}`;

export function ReportingPlayerList() {
  const width = useListWidth();
  const empty = <Typography sx={{ m: 2 }} color="text.secondary">{NO_PLAYERS}</Typography>;
  return (
    <List title="Zgłoszenia sesji" perPage={25} exporter={false} empty={empty}>
      {width === 'phone' ? (
        <SimpleList<ReportingPlayer>
          primaryText={(player) => playerLabel(player.username)}
          secondaryText={counts}
          tertiaryText={(player) => (player.last_report_date ? new Date(player.last_report_date).toLocaleDateString('pl-PL') : '—')}
          rowClick="show"
        />
      ) : (
        <DataTable<ReportingPlayer> rowClick="show" bulkActionButtons={false} empty={empty}>
          <DataTable.Col source="username" disableSort cellSx={wrapAnywhere} render={(player: ReportingPlayer) => playerLabel(player.username)} />
          <DataTable.NumberCol source="pending_reports" disableSort />
          <DataTable.NumberCol source="accepted_reports" disableSort />
          <DataTable.NumberCol source="rejected_reports" disableSort />
          <DataTable.NumberCol source="total_reports" disableSort />
          <DataTable.Col source="last_report_date" disableSort>
            <DateField source="last_report_date" locales="pl-PL" showTime emptyText="—" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
