// One authorization seam (issue 50): what a role may do is read from core's permission table,
// mirrored in src/shared/access/permissions.json, through can(), useCan() and <Can>. Anywhere else
// in src/ a role literal compared by hand is refused: `role === 'admin'`, `'mieszkaniec' !== x`,
// `case 'mistrz_gry':`, `roles.includes('admin')`, `['admin', …].includes(role)`. Showing a role
// (its label, looked up by the role) is no comparison and stays allowed. eslint.config.js turns
// the rule off for src/shared/access/, where the roles are known.

/** The API's roles (`Role` in @mrok/sdk, core/src/shared/role.rs). */
const ROLES = new Set(['mieszkaniec', 'admin', 'mistrz_gry']);

/** The role a node spells, when it is a string literal (or a template without expressions) of one. */
function roleOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string' && ROLES.has(node.value)) return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) {
    const text = node.quasis[0]?.value.cooked;
    if (ROLES.has(text)) return text;
  }
  return null;
}

const SEARCHES = new Set(['includes', 'indexOf', 'lastIndexOf']);

/** @type {import('eslint').Rule.RuleModule} */
export const roleChecks = {
  meta: {
    type: 'problem',
    docs: { description: 'Roles are never compared by hand: permissions come from @/shared/access.' },
    schema: [],
    messages: {
      compared: "Role '{{role}}' compared by hand. Use can()/useCan()/<Can> from @/shared/access.",
    },
  },
  create(context) {
    const report = (node, role) => context.report({ node, messageId: 'compared', data: { role } });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!='].includes(node.operator)) return;
        const role = roleOf(node.left) ?? roleOf(node.right);
        if (role) report(node, role);
      },
      SwitchCase(node) {
        const role = roleOf(node.test);
        if (role) report(node, role);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !SEARCHES.has(callee.property.name)) return;
        const role =
          node.arguments.map(roleOf).find(Boolean) ??
          (callee.object.type === 'ArrayExpression' ? callee.object.elements.map(roleOf).find(Boolean) : null);
        if (role) report(node, role);
      },
    };
  },
};
