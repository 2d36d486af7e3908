// A rich-text field of a back-office form: the player site's own editor (web/src/shared/editor,
// through the `@web/editor` alias) with its announcement toolbar — headings, bold, italic,
// underline, strike, quote, numbered list, link, image by URL — so an admin writes what players
// will see, and the HTML is exactly the one the server keeps (html-contract.md). The editor's
// code loads when the form opens, in its own chunk.
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId } from 'react';
import { InputHelperText, useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { LazyRichTextEditor } from '@web/editor/LazyRichTextEditor';

interface RichTextInputProps extends Pick<InputProps, 'source' | 'validate'> {
  /** The field's label (default: the resource's name for `source`). */
  label?: string;
  helperText?: string;
  minHeight?: number;
}

export function RichTextInput({ source, validate, label, helperText, minHeight = 200 }: RichTextInputProps) {
  const translate = useTranslate();
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const labelId = useId();
  const resource = useResourceContext();
  const name = label ?? translate(`resources.${resource}.fields.${source}`, { _: source });
  // Shown as react-admin's own inputs show it (InputHelperText reads its validators' messages).
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <FormControl fullWidth error={Boolean(error)} margin="dense" sx={{ mb: 2 }} data-testid={`rich-${source}`}>
      <FormLabel id={labelId} sx={{ mb: 1 }} required={isRequired}>
        {name}
      </FormLabel>
      <LazyRichTextEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(html) => {
          field.onChange(html);
          field.onBlur();
        }}
        ariaLabel={name}
        toolbar="announcement"
        minHeight={minHeight}
      />
      <FormHelperText>
        <InputHelperText error={error} helperText={helperText} />
      </FormHelperText>
    </FormControl>
  );
}
