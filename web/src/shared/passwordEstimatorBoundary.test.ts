// zxcvbn (its lists are about 400 KB gzipped) must stay out of the first bundle: only
// usePasswordEstimator's dynamic import() may reach passwordEstimator.ts, the one module that
// imports zxcvbn. Reads the sources and fails on a static import that would pull it in.
import { describe, expect, it } from 'vitest';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** The modules a source imports at load time (`import type` and `import()` left out). */
function staticImports(code: string): string[] {
  const fromClause = /^\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
  const bare = /^\s*import\s*['"]([^'"]+)['"]/gm;
  return [...code.matchAll(fromClause), ...code.matchAll(bare)].map((match) => match[1]);
}

const pullsZxcvbn = (specifier: string) => specifier === 'zxcvbn' || specifier.startsWith('zxcvbn/') || /(^|\/)passwordEstimator$/.test(specifier);

describe('the password estimator loads lazily', () => {
  it('no module but the estimator itself imports zxcvbn or the estimator statically', () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !path.endsWith('/shared/passwordEstimator.ts') && !/\.test\.tsx?$/.test(path))
      .flatMap(([path, code]) => staticImports(code).filter(pullsZxcvbn).map((spec) => `${path} → ${spec}`));
    expect(offenders).toEqual([]);
  });

  it('the pages with a new password load it', () => {
    const loaders = Object.entries(sources)
      .filter(([path, code]) => !/\.test\.tsx?$/.test(path) && /\busePasswordEstimator\(/.test(code))
      .map(([path]) => path.replace(/^.*\/src\//, ''))
      .sort();
    expect(loaders).toEqual(['features/password-reset/routes/NewPasswordPage.tsx', 'features/register/components/RegisterForm.tsx', 'shared/usePasswordEstimator.ts']);
  });

  it('the check sees a static import and lets import() through', () => {
    const code = "import zxcvbn from 'zxcvbn';\nimport { estimatePassword } from './passwordEstimator';\nconst later = () => import('./passwordEstimator');";
    expect(staticImports(code).filter(pullsZxcvbn)).toEqual(['zxcvbn', './passwordEstimator']);
  });
});
