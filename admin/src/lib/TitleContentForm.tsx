// The one form of a title and a body, both required, with their length limits: resident messages,
// news and global announcements differ only in the limits, in what the body holds and in the
// words for an empty field (spec 3 §5), which a field of spaces gets too.
import { lazy, Suspense } from 'react';
import { SimpleForm, TextInput, maxLength } from 'react-admin';

// The site's editor and its theme load only when a form with a rich body opens.
const RichTextInput = lazy(async () => ({ default: (await import('./RichTextInput')).RichTextInput }));

interface TitleContentFormProps {
  limits: { title: number; content: number };
  /** What the body holds and who will see it. */
  helperText: string;
  /** What an empty (or blank) title or body says, e.g. 'Tytuł i treść komunikatu nie mogą być puste'. */
  requiredMessage: string;
  minRows?: number;
  /** The body is HTML written with the site's announcement editor (RichTextInput), not typed as text. */
  rich?: boolean;
}

/** A validator that refuses an empty or whitespace-only text with `message`. */
export const filled = (message: string) => (value: unknown) => (typeof value === 'string' && value.trim() ? undefined : message);

/** What an HTML body shows: its text without tags, and its pictures. */
const showsSomething = (html: string) => /<img\b/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\u00a0/g, ' ').trim() !== '';

/** A validator that refuses HTML that shows nothing (no text, no picture) with `message`. */
export const filledHtml = (message: string) => (value: unknown) => (typeof value === 'string' && showsSomething(value) ? undefined : message);

export function TitleContentForm({ limits, helperText, requiredMessage, minRows = 6, rich = false }: TitleContentFormProps) {
  const required = filled(requiredMessage);
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required, maxLength(limits.title)]} fullWidth />
      {rich ? (
        <Suspense fallback={null}>
          <RichTextInput source="content" validate={[filledHtml(requiredMessage), maxLength(limits.content)]} helperText={helperText} minHeight={minRows * 28} />
        </Suspense>
      ) : (
        <TextInput source="content" validate={[required, maxLength(limits.content)]} multiline minRows={minRows} fullWidth helperText={helperText} />
      )}
    </SimpleForm>
  );
}
