// Shows saved rich text (HTML the server has sanitized to html-contract.md) with the editor's
// look — *asterisks* gold where the writer's editor showed them so (displayHtml.ts). Tiptap-free:
// import it anywhere.
import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { richTextContentSx } from './contentStyles';
import { displayHtml } from './displayHtml';

export interface RichTextContentProps extends Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> {
  /** Sanitized HTML. */
  html: string;
  /** Text written in an editor that highlights *asterisks* (the shared composer): shown the same way. */
  highlightAsterisks?: boolean;
}

export function RichTextContent({ html, highlightAsterisks = false, sx, ...props }: RichTextContentProps) {
  const shown = useMemo(() => displayHtml(html, { asterisks: highlightAsterisks }), [html, highlightAsterisks]);
  return (
    <Box
      {...props}
      sx={[richTextContentSx, ...(Array.isArray(sx) ? sx : [sx])]}
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
