// /createCharacter (spec 1 §2, §4): a three-step wizard — Imię, Rasa, Podsumowanie.
// On load the account is checked: a character already exists → /home; login gone → /login.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BusyButton } from '@/shared/components/BusyButton';
import CircularProgress from '@mui/material/CircularProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { AuthFrame } from '@/shared/components/AuthFrame';
import { STORAGE_KEYS, forgetLogin, readSession, setHasCharacter } from '@/shared/session';
import { errorMessage, isAuthFailure } from '@/lib/api';
import { palette } from '@/app/theme';
import { useCheckCharacter } from '../api/useCheckCharacter';
import { UnexpectedAnswerError, useCreateCharacter } from '../api/useCreateCharacter';
import { NameStep } from '../components/NameStep';
import { RaceStep } from '../components/RaceStep';
import { SummaryStep } from '../components/SummaryStep';
import { CreatedDialog } from '../components/CreatedDialog';
import {
  EMPTY_DRAFT,
  STEPS,
  canAdvance,
  stepError,
  validateCharacter,
  type CharacterDraft,
  type StepIndex,
} from '../rules';

const CHECK_FAILED = 'Nie udało się sprawdzić stanu postaci';
const CREATE_FAILED = 'Więzy z zaświatami zostały przerwane.';
const UNEXPECTED_ANSWER = 'Nieoczekiwana odpowiedź serwera';
const ENTER_AFTER_MS = 1_500;

const TITLE = 'Narodziny postaci';

export default function CreateCharacterPage() {
  const navigate = useNavigate();
  const token = readSession().token;
  const check = useCheckCharacter(Boolean(token));
  const create = useCreateCharacter();

  const [step, setStep] = useState<StepIndex>(0);
  const [draft, setDraft] = useState<CharacterDraft>(EMPTY_DRAFT);
  const [formError, setFormError] = useState<string | null>(null);
  const submitting = useRef(false);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);

  const existing = check.data?.hasCharacter ? check.data : null;
  const authLost = check.isError && isAuthFailure(check.error);

  // An account with a character has nothing to do here (but not after creating one here:
  // the success view leads home on its own).
  useEffect(() => {
    if (!existing || !create.isIdle) return;
    setHasCharacter(true);
    if (existing.user) {
      localStorage.setItem(STORAGE_KEYS.userName, existing.user);
      localStorage.setItem(STORAGE_KEYS.username, existing.user);
    }
    navigate('/home', { replace: true });
  }, [existing, create.isIdle, navigate]);

  useEffect(() => {
    if (!authLost) return;
    forgetLogin();
    navigate('/login', { replace: true });
  }, [authLost, navigate]);

  useEffect(() => {
    if (!create.isSuccess) return;
    const timer = window.setTimeout(() => navigate('/home', { replace: true }), ENTER_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [create.isSuccess, navigate]);

  // Moving between steps puts the keyboard focus on the new step's heading.
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  if (!token) return <Navigate to="/login" replace />;

  if (check.isError && !authLost) {
    return (
      <AuthFrame title={TITLE}>
        <Alert severity="error">{CHECK_FAILED}</Alert>
        <BusyButton
          fullWidth
          variant="contained"
          sx={{ mt: 3 }}
          onClick={() => void check.refetch()}
          busy={check.isFetching}
        >
          Spróbuj ponownie
        </BusyButton>
      </AuthFrame>
    );
  }

  if (!check.isSuccess || authLost || (existing && create.isIdle)) {
    return (
      <AuthFrame title={TITLE}>
        <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
          <CircularProgress color="secondary" aria-hidden />
          <Typography sx={{ mt: 2 }} color="text.secondary">
            Sprawdzanie stanu postaci...
          </Typography>
        </Box>
      </AuthFrame>
    );
  }

  const sending = create.isPending || create.isSuccess;
  const createError = create.isError
    ? create.error instanceof UnexpectedAnswerError
      ? UNEXPECTED_ANSWER
      : errorMessage(create.error, CREATE_FAILED)
    : null;
  const shownError = formError ?? createError;

  const change = (patch: Partial<CharacterDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setFormError(null);
    if (create.isError) create.reset();
  };

  const goBack = () => {
    if (step === 0 || sending) return;
    setFormError(null);
    if (create.isError) create.reset();
    setStep((step - 1) as StepIndex);
  };

  const goNext = () => {
    const problem = stepError(step, draft);
    setFormError(problem);
    if (!problem) setStep((step + 1) as StepIndex);
  };

  const createCharacter = () => {
    if (submitting.current || sending) return;
    const problem = validateCharacter(draft);
    setFormError(problem);
    if (problem || !draft.gender || !draft.race) return;
    submitting.current = true;
    create.mutate(
      { name: draft.name, gender: draft.gender, race: draft.race },
      { onSettled: () => (submitting.current = false) },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 2) createCharacter();
    else if (canAdvance(step, draft)) goNext();
  };

  const enterGame = () => navigate('/home', { replace: true });

  return (
    <AuthFrame
      title="Stwórz swoją postać"
      subtitle="Z ciemności wyłania się nowa istota. Nadaj jej imię, płeć i krew."
      width={760}
    >
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 1, '& .MuiStepLabel-label': { fontFamily: 'inherit' } }}>
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" sx={{ textAlign: 'center', color: palette.goldDim, mb: 3 }} data-testid="step-counter">
        Krok {step + 1} z {STEPS.length}
      </Typography>

      <Box component="form" noValidate onSubmit={submit} aria-label="Tworzenie postaci">
        <Typography
          ref={stepHeading}
          tabIndex={-1}
          component="h2"
          variant="h6"
          sx={{ color: palette.bone, mb: 2, outline: 'none', fontSize: { xs: '1.1rem', sm: '1.25rem' } }}
        >
          {step === 0 ? 'Kim jesteś?' : step === 1 ? 'Jaka krew płynie w twoich żyłach?' : 'Ostatnie spojrzenie przed przebudzeniem'}
        </Typography>

        {step === 0 && (
          <NameStep
            name={draft.name}
            gender={draft.gender}
            onName={(name) => change({ name })}
            onGender={(gender) => change({ gender })}
          />
        )}
        {step === 1 && <RaceStep gender={draft.gender} race={draft.race} onRace={(race) => change({ race })} />}
        {step === 2 && <SummaryStep draft={draft} />}

        {shownError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {shownError}
          </Alert>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4 }}>
          <Button
            variant="outlined"
            color="secondary"
            onClick={goBack}
            disabled={step === 0 || sending}
            startIcon={<ArrowBack />}
            sx={{ whiteSpace: 'nowrap', '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
          >
            Wstecz
          </Button>
          {step < 2 ? (
            <Button type="submit" variant="contained" disabled={!canAdvance(step, draft)} endIcon={<ArrowForward />}>
              Dalej
            </Button>
          ) : (
            <BusyButton
              type="submit"
              variant="contained"
              disabled={sending}
              sx={{ whiteSpace: 'nowrap' }}
              busy={create.isPending}
            >
              Stwórz Postać
            </BusyButton>
          )}
        </Box>
      </Box>

      <CreatedDialog open={create.isSuccess} name={create.data?.user ?? draft.name.trim()} onEnter={enterGame} />
    </AuthFrame>
  );
}
