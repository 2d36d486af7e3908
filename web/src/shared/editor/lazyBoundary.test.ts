// tiptap must stay out of the first bundle (and so out of /login): only LazyRichTextEditor's
// dynamic import() may reach it. This test reads the sources and fails on a static import that
// would pull tiptap in.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** Modules of this folder that import tiptap: reachable only through LazyRichTextEditor. */
const TIPTAP_MODULES = ['RichTextEditor', 'extensions', 'asterisks', 'EditorToolbar', 'mentions'];

const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.endsWith('/shared/editor/testing.tsx');

/** The modules a source imports at load time (`import type` and `import()` left out). */
function staticImports(code: string): string[] {
  const found: string[] = [];
  const fromClause = /^\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  const bare = /^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const match of code.matchAll(fromClause)) found.push(match[1]);
  for (const match of code.matchAll(bare)) found.push(match[1]);
  return found;
}

const pullsTiptap = (specifier: string) =>
  specifier.startsWith('@tiptap/') ||
  TIPTAP_MODULES.some((name) => specifier === `./${name}` || specifier.endsWith(`shared/editor/${name}`));

describe('the editor loads lazily', () => {
  it('finds the sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('no module outside the editor imports tiptap or the editor statically', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.includes('/shared/editor/') && !isTest(path))
      .flatMap(([path, code]) => staticImports(code).filter(pullsTiptap).map((spec) => `${path} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('the editor pieces meant for any page stay tiptap-free', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => path.includes('/shared/editor/') && !isTest(path))
      .filter(([path]) => !TIPTAP_MODULES.some((name) => path.endsWith(`/${name}.ts`) || path.endsWith(`/${name}.tsx`)))
      .flatMap(([path, code]) => staticImports(code).filter(pullsTiptap).map((spec) => `${path} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('the check itself sees static imports and lets type imports and import() through', () => {
    const code = [
      "import { Editor } from '@tiptap/core';",
      "import type { RichTextEditorProps } from './RichTextEditor';",
      "export type { RichTextEditorHandle } from './RichTextEditor';",
      "const Lazy = lazy(() => import('./RichTextEditor'));",
      "import {\n  RichTextEditor,\n} from '../../shared/editor/RichTextEditor';",
      "import { EditorToolbar } from '@/shared/editor/EditorToolbar';",
    ].join('\n');
    expect(staticImports(code).filter(pullsTiptap)).toEqual([
      '@tiptap/core',
      '../../shared/editor/RichTextEditor',
      '@/shared/editor/EditorToolbar',
    ]);
  });
});
