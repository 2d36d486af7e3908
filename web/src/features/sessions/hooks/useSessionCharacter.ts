// The character a participant writes as (spec 2 §3): the current one, the player's options (the
// picker loads them on demand) and the change, with the spec's error texts.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharacterOption } from '@/shared/composer/characterOptions';
import { userCharactersQuery } from '@/shared/sessions/characters';
import type { SessionKind } from '@/shared/sessions/model';
import { myCharacterQuery } from '../api/myCharacter';
import { useChangeCharacter } from '../api/useChangeCharacter';
import { changeCharacterErrorText, toCharacterOption } from '../components/view/viewLogic';

export function useSessionCharacter(kind: SessionKind, id: number, userId: number | null, canWrite: boolean, onError: (text: string) => void) {
  const client = useQueryClient();
  const characters = useQuery({ ...userCharactersQuery(userId ?? 0), enabled: canWrite && userId !== null });
  const mine = useQuery({ ...myCharacterQuery(kind, id), enabled: canWrite });
  const { mutateAsync: changeCharacter } = useChangeCharacter(kind, id, userId);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [loadingOptions, setLoadingOptions] = useState(false);

  const openPicker = async (failureText: string) => {
    if (userId === null) {
      onError(failureText);
      return;
    }
    setLoadingOptions(true);
    try {
      await client.fetchQuery(userCharactersQuery(userId));
      setPickerOpen(true);
    } catch {
      onError(failureText);
    } finally {
      setLoadingOptions(false);
    }
  };

  const change = async (option: CharacterOption) => {
    try {
      await changeCharacter({ type: option.type, id: option.id, name: option.name });
    } catch (failure) {
      throw new Error(changeCharacterErrorText(failure));
    }
  };

  return {
    options: characters.data,
    current: mine.data ? toCharacterOption(mine.data) : null,
    pickerOpen,
    closePicker: () => setPickerOpen(false),
    openPicker,
    loadingOptions,
    change,
  };
}
