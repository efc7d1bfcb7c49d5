// ESLint rule "renderer-doors/features-behind-doors" (issue 28 §2): in the renderer (src/renderer/src),
// a feature (features/<name>/) is reached by other features only through its public entry,
// features/<name>/index.ts, and never by app/, ui/, api/, platform/, i18n/, purchase/ or main.tsx, except
// for the lazy `import()` of a feature's module in the route table's files (app/routes*.ts(x)).
// A small local rule rather than a plugin: it resolves each relative import against the file's folder,
// so it tells "another feature's inside" from "its public entry" exactly, with no dependency to add.
import { dirname, relative, resolve, sep } from 'node:path';

const RENDERER = resolve(import.meta.dirname, '..', 'src', 'renderer', 'src');
const ROUTE_TABLE = /^app\/routes[^/]*\.tsx?$/;

/** Where a renderer file or import target sits: its feature (if in features/) and its path inside it. */
function place(path) {
  const rel = relative(RENDERER, path).split(sep).join('/');
  if (rel.startsWith('..')) return null;
  const parts = rel.split('/');
  if (parts[0] === 'features' && parts.length >= 2) {
    return { rel, feature: parts[1], inside: parts.slice(2).join('/') };
  }
  return { rel, feature: null, inside: rel };
}

/** The public entry of a feature: its folder, or its index module. */
const isEntry = (inside) => inside === '' || /^index(\.tsx?)?$/.test(inside);

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "Features are reached only through their public entry, and never from the shell's folders.",
    },
    schema: [],
    messages: {
      inside:
        "'{{spec}}' is inside feature '{{feature}}': import its public entry (features/{{feature}}/index.ts), and add there what it should offer.",
      upward:
        "'{{spec}}' is a feature: {{from}} never imports a feature (only the route table's lazy import() does, app/routes*.ts). Move what is shared down (purchase/, ui/, api/...).",
    },
  },
  create(context) {
    const file = context.filename ?? context.getFilename();
    const from = place(file);
    if (!from) return {};
    const check = (node, source, lazy) => {
      const spec = source && typeof source.value === 'string' ? source.value : null;
      if (!spec || !spec.startsWith('.')) return;
      const to = place(resolve(dirname(file), spec));
      if (!to || !to.feature) return;
      if (from.feature === to.feature) return;
      if (from.feature) {
        if (!isEntry(to.inside))
          context.report({ node, messageId: 'inside', data: { spec, feature: to.feature } });
        return;
      }
      if (lazy && ROUTE_TABLE.test(from.rel)) return;
      context.report({
        node,
        messageId: 'upward',
        data: { spec, from: from.rel.includes('/') ? from.rel.split('/')[0] + '/' : from.rel },
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source, false),
      ExportNamedDeclaration: (node) => check(node, node.source, false),
      ExportAllDeclaration: (node) => check(node, node.source, false),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, true),
      TSImportType: (node) => {
        const arg = node.argument;
        check(node, arg && arg.type === 'TSLiteralType' ? arg.literal : node.source, false);
      },
    };
  },
};

export default { rules: { 'features-behind-doors': rule } };
