// The player site's one architecture rule (DESIGN.md): a feature (src/features/<name>/) never
// imports another feature, and the shared code (src/shared/, src/lib/) imports no feature at all.
// What two features need lives once in src/shared/. The rule resolves relative specifiers and the
// `@/` alias (src/, see vite.config.ts), so `../../profile/api/useProfile` and
// `@/features/profile/api/useProfile` from inside features/sessions are both caught.
import path from 'node:path';

const SRC = path.resolve(import.meta.dirname, '../src');

/** The area a file belongs to: `feature:<name>`, `shared`, `lib`, `app`, or null outside src. */
function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return { kind: 'feature', name };
  return { kind: top };
}

/** The file a specifier names inside the project (relative or `@/…`), or null for a package. */
function resolve(importer, source) {
  if (typeof source !== 'string') return null;
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(importer), source);
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Features do not import each other; shared code imports no feature.' },
    schema: [],
    messages: {
      crossFeature:
        "Funkcja '{{from}}' nie może importować z funkcji '{{to}}' — przenieś wspólny kod do src/shared/.",
      sharedToFeature: "Kod wspólny ({{from}}) nie może importować z funkcji '{{to}}'.",
    },
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      const target = resolve(context.filename, source);
      if (!target) return;
      const to = areaOf(target);
      if (!to || to.kind !== 'feature') return;
      if (from.kind === 'feature' && from.name !== to.name) {
        context.report({ node, messageId: 'crossFeature', data: { from: from.name, to: to.name } });
      } else if (from.kind === 'shared' || from.kind === 'lib') {
        context.report({ node, messageId: 'sharedToFeature', data: { from: `src/${from.kind}`, to: to.name } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
