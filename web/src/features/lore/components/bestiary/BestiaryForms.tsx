// The bestiary's two forms on the one entry form (spec 3 §2.4, §5): a category (title required,
// description optional) and a beast (title, description and a category required, checked in that
// order with the spec's messages).
import { useState } from 'react';
import type { Beast, BestiaryCategory } from '@mrok/sdk';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { BeastDraft, CategoryDraft } from '@/features/lore/api/bestiary';
import { BESTIARY_TEXTS } from '@/features/lore/texts';
import { showsSomething } from '@/shared/editor/displayHtml';
import { EntryForm } from '../EntryForm';

const SAVE_FAILED = 'Wystąpił błąd podczas zapisu. Sprawdź konsolę.';

/** A category's refusal (spec 3 §5), or null. */
export function categoryRefusal(draft: { title: string }): string | null {
  return draft.title.trim() ? null : BESTIARY_TEXTS.titleRequired;
}

/** A beast's refusal (spec 3 §5), or null. */
export function beastRefusal(draft: { title: string; body: string; categoryId: number | null }): string | null {
  if (!draft.title.trim()) return BESTIARY_TEXTS.titleRequired;
  if (!showsSomething(draft.body)) return BESTIARY_TEXTS.descriptionRequired;
  if (draft.categoryId === null) return BESTIARY_TEXTS.categoryRequired;
  return null;
}

interface CategoryFormProps {
  category?: BestiaryCategory;
  onSave: (draft: CategoryDraft) => Promise<unknown>;
  onCancel: () => void;
}

export function CategoryForm({ category, onSave, onCancel }: CategoryFormProps) {
  return (
    <EntryForm
      config={{ cover: false, bodyLabel: BESTIARY_TEXTS.categoryDescription, saveFailed: SAVE_FAILED }}
      heading={category ? `${BESTIARY_TEXTS.editCategory}: ${category.title}` : BESTIARY_TEXTS.addCategory}
      initial={category && { title: category.title, body: category.description ?? '' }}
      validate={categoryRefusal}
      onSave={({ title, body }) => onSave({ title, description: showsSomething(body) ? body : '' })}
      onCancel={onCancel}
    />
  );
}

interface BeastFormProps {
  beast?: Beast;
  categories: BestiaryCategory[];
  onSave: (draft: BeastDraft) => Promise<unknown>;
  onCancel: () => void;
}

export function BeastForm({ beast, categories, onSave, onCancel }: BeastFormProps) {
  const known = (id: number | null | undefined) => (id != null && categories.some((c) => c.id === id) ? id : null);
  const [categoryId, setCategoryId] = useState<number | null>(known(beast?.category_id));
  return (
    <EntryForm
      config={{ cover: false, bodyLabel: BESTIARY_TEXTS.beastDescription, saveFailed: SAVE_FAILED }}
      heading={beast ? `Edytuj bestię: ${beast.title}` : BESTIARY_TEXTS.addBeast}
      initial={beast && { title: beast.title, body: beast.description }}
      validate={({ title, body }) => beastRefusal({ title, body, categoryId })}
      onSave={({ title, body }) => onSave({ title, description: body, category_id: categoryId })}
      onCancel={onCancel}
    >
      <TextField
        select
        label={BESTIARY_TEXTS.category}
        required
        value={categoryId ?? ''}
        onChange={(event) => setCategoryId(event.target.value === '' ? null : Number(event.target.value))}
        slotProps={{ select: { displayEmpty: true, MenuProps: { disableScrollLock: true } }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>Wybierz kategorię</em>
        </MenuItem>
        {categories.map((category) => (
          <MenuItem key={category.id} value={category.id}>
            {category.title}
          </MenuItem>
        ))}
      </TextField>
    </EntryForm>
  );
}
