// @vitest-environment node
// The boundary rule through ESLint itself, with the project's configuration, on source that is
// not in the tree: a cross-feature import fails, shared code stays free of features.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: web });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(web, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('feature boundaries', () => {
  it('refuses a feature importing another feature, however the path is spelt', async () => {
    expect(await problems('src/features/sessions/routes/X.tsx', "import { useProfile } from '../../profile/api/useProfile';")).toEqual([
      "mrok/feature-boundaries: Funkcja 'sessions' nie może importować z funkcji 'profile' — przenieś wspólny kod do src/shared/.",
    ]);
    expect(await problems('src/features/shell/X.ts', "export { x } from '../tavern/x';")).toHaveLength(1);
    expect(await problems('src/features/shell/X.ts', "const m = import('../players/routes/PlayersPage');")).toHaveLength(1);
    expect(await problems('src/features/sessions/routes/X.tsx', "import { useProfile } from '@/features/profile/api/useProfile';")).toEqual([
      "mrok/feature-boundaries: Funkcja 'sessions' nie może importować z funkcji 'profile' — przenieś wspólny kod do src/shared/.",
    ]);
    expect(await problems('src/features/shell/X.ts', "export { x } from '@/features/tavern/x';")).toHaveLength(1);
    expect(await problems('src/features/shell/X.ts', "const m = import('@/features/players/routes/PlayersPage');")).toHaveLength(1);
  });

  it('refuses shared code importing a feature', async () => {
    expect(await problems('src/shared/sessions/X.ts', "import { a } from '../../features/sessions/api/usePostMessage';")).toEqual([
      "mrok/feature-boundaries: Kod wspólny (src/shared) nie może importować z funkcji 'sessions'.",
    ]);
    expect(await problems('src/lib/X.ts', "import { a } from '@/features/sessions/api/usePostMessage';")).toEqual([
      "mrok/feature-boundaries: Kod wspólny (src/lib) nie może importować z funkcji 'sessions'.",
    ]);
  });

  it('lets features use their own files, shared code, lib and packages, and the app use features', async () => {
    const allowed = [
      "import { a } from '../api/usePostMessage';",
      "import { b } from '../../../shared/sessions/api';",
      "import { c } from '../../../lib/query';",
      "import { d } from '@/features/sessions/api/usePostMessage';",
      "import { e } from '@/shared/sessions/api';",
      "import { f } from '@/lib/query';",
      "import { useQuery } from '@tanstack/react-query';",
    ].join('\n');
    expect(await problems('src/features/sessions/routes/X.tsx', allowed)).toEqual([]);
    expect(await problems('src/app/X.ts', "import Page from '../features/sessions/routes/SessionListPage';")).toEqual([]);
    expect(await problems('src/app/X.ts', "import Page from '@/features/sessions/routes/SessionListPage';")).toEqual([]);
  });
});
