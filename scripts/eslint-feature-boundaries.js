import path from 'node:path';

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/** The feature folder a file belongs to (`apps/web/src/features/<name>/…`), or null. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  return file.slice(at + FEATURES.length).split(path.sep)[0] ?? null;
}

/** ESLint plugin: a file in one web feature may not import from another feature. */
export default {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        docs: { description: 'Web features do not import each other' },
        messages: {
          crossFeature:
            'Feature "{{from}}" imports from feature "{{to}}". Move the shared piece to src/components, src/lib or packages/.',
        },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const from = featureOf(file);
        if (!from) return {};
        const check = (node, source) => {
          if (typeof source !== 'string') return;
          let target = null;
          if (source.startsWith('.')) target = featureOf(path.resolve(path.dirname(file), source));
          else {
            const alias = /^(?:@|~|src)\/features\/([^/]+)/.exec(source);
            if (alias) target = alias[1];
          }
          if (target && target !== from) context.report({ node, messageId: 'crossFeature', data: { from, to: target } });
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};
