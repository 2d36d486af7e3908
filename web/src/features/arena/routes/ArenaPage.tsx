// /home/arena (spec 3 §2.15, §4): three views on one page. The list 'Arena Walki' (the stamina,
// the level, the monsters); a fight 'Walka w toku' once a start succeeds; its result once a turn
// answers a status other than active, left through 'Powrót do Areny' (the leave call, the state
// cleared, the arena read again). A fight found under way when the page opens
// (GET /api/combat/current) is resumed. Failures show in an Alert at the top (spec 3 §8's words).
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import BackpackIcon from '@mui/icons-material/Backpack';
import type { ArenaBoard, ArenaMonster, CombatActionKind, Stamina } from '@mrok/sdk';
import { errorMessage } from '@/lib/api';
import { useArenaBoard } from '../api/arenaBoard';
import { useCurrentCombat } from '../api/currentCombat';
import { useStamina } from '../api/stamina';
import { useCombatAction } from '../api/useCombatAction';
import { useLeaveCombat } from '../api/useLeaveCombat';
import { useStartCombat } from '../api/useStartCombat';
import { acted, actionError, isCombat, MAX_STAMINA, resumed, started, startError, type ArenaView } from '../arenaRules';
import { CombatView } from '../components/CombatView';
import { MonsterCard } from '../components/MonsterCard';
import { ResultView } from '../components/ResultView';
import { StaminaPanel } from '../components/StaminaPanel';
import { ARENA_TEXTS } from '../texts';

export default function ArenaPage() {
  const board = useArenaBoard();
  const stamina = useStamina();
  const current = useCurrentCombat();
  const start = useStartCombat();
  const action = useCombatAction();
  const leave = useLeaveCombat();
  const [state, setState] = useState<ArenaView>({ view: 'arena' });
  const [problem, setProblem] = useState<string | null>(null);
  const maxStamina = stamina.data?.maxStamina ?? MAX_STAMINA;

  // A fight under way when the page opens is taken up again, once (set while rendering, so the
  // list never flashes before the fight).
  const [resumeChecked, setResumeChecked] = useState(false);
  if (!resumeChecked && !current.isPending) {
    setResumeChecked(true);
    if (current.data) setState(resumed(current.data));
  }
  useEffect(() => {
    if (current.isError) console.error('Nie udało się sprawdzić trwającej walki', current.error);
  }, [current.isError, current.error]);

  const fight = (monster: ArenaMonster) => {
    if (start.isPending) return;
    setProblem(null);
    start.mutate(monster.id, {
      onSuccess: (answer) => (isCombat(answer) ? setState(started(answer)) : setProblem(ARENA_TEXTS.badAnswer)),
      onError: (error) => setProblem(startError(error)),
    });
  };

  const act = (kind: CombatActionKind) => {
    if (action.isPending) return;
    if (state.view !== 'combat' || state.combat.status !== 'active') {
      setProblem(ARENA_TEXTS.notActive);
      return;
    }
    setProblem(null);
    action.mutate(
      { combatId: state.combat.combatId, action: kind },
      {
        onSuccess: (answer) => (isCombat(answer) ? setState((now) => acted(now, answer)) : setProblem(ARENA_TEXTS.badAnswer)),
        onError: (error) => setProblem(actionError(error)),
      },
    );
  };

  const back = () => {
    if (state.view === 'arena' || leave.isPending) return;
    leave.mutate(state.combat.combatId, {
      onSettled: () => {
        setState({ view: 'arena' });
        setProblem(null);
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto', width: '100%', minWidth: 0 }}>
      {problem && (
        <Alert severity="error" onClose={() => setProblem(null)} data-testid="arena-error">
          {problem}
        </Alert>
      )}
      {!resumeChecked ? (
        <Loading />
      ) : state.view === 'combat' ? (
        <CombatView combat={state.combat} log={state.log} maxStamina={maxStamina} loading={action.isPending} onAction={act} />
      ) : state.view === 'result' ? (
        <ResultView combat={state.combat} log={state.log} maxStamina={maxStamina} leaving={leave.isPending} onBack={back} />
      ) : (
        <ArenaList board={board} stamina={stamina.data} starting={start.isPending} onFight={fight} />
      )}
    </Box>
  );
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress color="secondary" aria-label={ARENA_TEXTS.loading} />
    </Box>
  );
}

interface ArenaListProps {
  board: ReturnType<typeof useArenaBoard>;
  stamina: Stamina | undefined;
  starting: boolean;
  onFight: (monster: ArenaMonster) => void;
}

function ArenaList({ board, stamina, starting, onFight }: ArenaListProps) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2.1rem' } }}>
          {ARENA_TEXTS.heading}
        </Typography>
        <Button component={RouterLink} to="/home/equipment" variant="outlined" color="secondary" startIcon={<BackpackIcon />}>
          {ARENA_TEXTS.equipment}
        </Button>
      </Box>
      {board.isPending ? (
        <Loading />
      ) : board.isError || !board.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void board.refetch()}>
              {ARENA_TEXTS.retry}
            </Button>
          }
        >
          {errorMessage(board.error, ARENA_TEXTS.loadFailed)}
        </Alert>
      ) : (
        <Board board={board.data} stamina={stamina} starting={starting} onFight={onFight} />
      )}
    </>
  );
}

function Board({ board, stamina, starting, onFight }: { board: ArenaBoard; stamina: Stamina | undefined; starting: boolean; onFight: (monster: ArenaMonster) => void }) {
  const left = stamina?.stamina ?? board.playerStamina;
  const out = left <= 0;
  return (
    <>
      <StaminaPanel
        stamina={left}
        maxStamina={stamina?.maxStamina ?? MAX_STAMINA}
        nextReset={stamina?.nextReset}
        level={board.playerLevel}
        experience={board.playerExperience}
        experienceToNext={board.experienceToNextLevel}
        equipped={board.hasEquipment}
      />
      {!board.hasEquipment && (
        <Alert
          severity="info"
          data-testid="arena-no-equipment"
          action={
            <Button component={RouterLink} to="/home/equipment" color="inherit" size="small">
              {ARENA_TEXTS.toEquipment}
            </Button>
          }
        >
          {ARENA_TEXTS.noEquipment}
        </Alert>
      )}
      <Box component="section" aria-labelledby="arena-monsters" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography id="arena-monsters" component="h2" variant="h6" sx={{ color: 'secondary.main' }}>
          {ARENA_TEXTS.monsters}
        </Typography>
        {board.monsters.length === 0 ? (
          <Typography color="text.secondary">{ARENA_TEXTS.noMonsters}</Typography>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' } }}>
            {board.monsters.map((monster) => (
              <MonsterCard
                key={monster.id}
                monster={monster}
                playerLevel={board.playerLevel}
                outOfStamina={out}
                disabled={starting || !board.hasEquipment}
                onFight={() => onFight(monster)}
              />
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}
