// The way features use the editor: the tiptap code loads on first use, in its own chunk, so it
// never weighs on /login or on pages that only show rich text. Same props and ref as
// RichTextEditor. Tiptap-free: import it anywhere.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { RichTextEditorProps } from './RichTextEditor';

const RichTextEditor = lazy(() => import('./RichTextEditor'));

export type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor';

function EditorSkeleton({ minHeight = 150, height }: Pick<RichTextEditorProps, 'minHeight' | 'height'>) {
  return (
    <Box aria-busy="true" aria-label="Ładowanie edytora" sx={{ border: '1px solid rgba(201, 164, 76, 0.25)', borderRadius: 1 }}>
      <Skeleton variant="rectangular" height={40} sx={{ opacity: 0.5 }} />
      <Skeleton variant="rectangular" height={height ?? minHeight} sx={{ opacity: 0.25 }} />
    </Box>
  );
}

export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<EditorSkeleton minHeight={props.minHeight} height={props.height} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

/** Starts loading the editor early (e.g. on hover over 'Odpowiedz'). */
export function preloadRichTextEditor(): void {
  void import('./RichTextEditor');
}
