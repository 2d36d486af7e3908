// @vitest-environment node
// The role rule through ESLint itself, with the project's configuration, on source that is not in
// the tree: a role compared by hand fails anywhere in src/ but src/shared/access/.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: web });

async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(web, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

const FEATURE = 'src/features/news/components/X.tsx';

describe('role checks', () => {
  it('refuses a role compared by hand, on either side and with any equality', async () => {
    expect(await problems(FEATURE, "const a = (role: string) => role === 'admin';")).toEqual([
      "mrok/role-checks: Role 'admin' compared by hand. Use can()/useCan()/<Can> from @/shared/access.",
    ]);
    for (const code of [
      "const a = (role: string) => role !== 'mistrz_gry';",
      "const a = (role: string) => 'mieszkaniec' === role;",
      "const a = (role: string) => role == 'admin';",
      "const a = (s: { role: string }) => s.role != `admin`;",
    ]) {
      expect(await problems(FEATURE, code), code).toHaveLength(1);
    }
  });

  it('refuses a switch over the roles and a search for one', async () => {
    const switched = "function f(role: string) { switch (role) { case 'admin': return 1; case 'mistrz_gry': return 2; default: return 0; } }";
    expect(await problems(FEATURE, switched)).toHaveLength(2);
    expect(await problems(FEATURE, "const a = (roles: string[]) => roles.includes('admin');")).toHaveLength(1);
    expect(await problems(FEATURE, "const a = (role: string) => ['admin', 'mistrz_gry'].includes(role);")).toHaveLength(1);
    expect(await problems(FEATURE, "const a = (roles: string[]) => roles.indexOf('mieszkaniec') >= 0;")).toHaveLength(1);
  });

  it('is the same in shared code, the app and tests', async () => {
    for (const file of ['src/shared/redirects.ts', 'src/app/guards.tsx', 'src/features/lore/X.test.tsx']) {
      expect(await problems(file, "const a = (role: string) => role === 'admin';"), file).toHaveLength(1);
    }
  });

  it('lets src/shared/access know the roles, and everyone show or name one', async () => {
    expect(await problems('src/shared/access/can.ts', "const a = (role: string) => role === 'admin';")).toEqual([]);
    const allowed = [
      "import { can } from '@/shared/access/can';",
      "const labels: Record<string, string> = { admin: 'Administrator', mistrz_gry: 'Mistrz Gry' };",
      "const b = (role: 'admin' | 'mieszkaniec') => can(role, 'manageNews') || labels[role] === 'Administrator';",
      "const key = ['reports', 'admin'] as const;",
      "const c = (kind: string) => kind === 'general';",
    ].join('\n');
    expect(await problems(FEATURE, allowed)).toEqual([]);
  });
});
