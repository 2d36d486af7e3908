// ESLint guards the architecture, not the style (formatting and types have their own tools):
// features never import each other (eslint/feature-boundaries.js), roles are never compared by
// hand outside src/shared/access (eslint/role-checks.js), every avatar is the one
// CharacterAvatar, plus a few cheap checks.
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { roleChecks } from './eslint/role-checks.js';

export default [
  { ignores: ['dist/**', 'node_modules/**'] },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, sourceType: 'module' },
    plugins: { mrok: { rules: { 'feature-boundaries': featureBoundaries, 'role-checks': roleChecks } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'mrok/feature-boundaries': 'error',
      'mrok/role-checks': 'error',
      'no-debugger': 'error',
      'no-self-assign': 'error',
      'no-dupe-else-if': 'error',
      'no-unsafe-finally': 'error',
      // One avatar with one address rule (shared/components/CharacterAvatar).
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@mui/material', importNames: ['Avatar'], message: 'Use shared/components/CharacterAvatar.' }],
          patterns: [{ group: ['@mui/material/Avatar'], message: 'Use shared/components/CharacterAvatar.' }],
        },
      ],
    },
  },
  { files: ['src/shared/components/CharacterAvatar.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // The one place that knows the roles: the permission table and the seam over it.
  { files: ['src/shared/access/**'], rules: { 'mrok/role-checks': 'off' } },
];
