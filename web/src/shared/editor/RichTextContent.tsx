// Shows saved rich text (HTML the server has sanitized to html-contract.md) with the editor's
// look. Tiptap-free: import it anywhere.
import Box, { type BoxProps } from '@mui/material/Box';
import { richTextContentSx } from './contentStyles';

export interface RichTextContentProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Sanitized HTML. */
  html: string;
}

export function RichTextContent({ html, sx, ...props }: RichTextContentProps) {
  return (
    <Box
      {...props}
      sx={[richTextContentSx, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
