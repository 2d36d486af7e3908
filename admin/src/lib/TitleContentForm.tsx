// The one form of a title and a body, both required, with their length limits: resident messages,
// news and global announcements differ only in the limits and in what the body holds.
import { SimpleForm, TextInput, maxLength, required } from 'react-admin';

interface TitleContentFormProps {
  limits: { title: number; content: number };
  /** What the body holds and who will see it. */
  helperText: string;
  minRows?: number;
}

export function TitleContentForm({ limits, helperText, minRows = 6 }: TitleContentFormProps) {
  return (
    <SimpleForm>
      <TextInput source="title" validate={[required(), maxLength(limits.title)]} fullWidth />
      <TextInput
        source="content"
        validate={[required(), maxLength(limits.content)]}
        multiline
        minRows={minRows}
        fullWidth
        helperText={helperText}
      />
    </SimpleForm>
  );
}
