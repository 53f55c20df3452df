import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CALLS_DIR = path.join(ROOT, 'packages', 'contracts', 'src', 'calls');

let callOwners = null;
/**
 * Which contract file each `…Calls` object is declared in, as `<service>/<feature>` (`calls/events/rsvps.ts` →
 * `events/rsvps`), read once from packages/contracts/src/calls.
 */
function ownersOfCalls() {
  if (callOwners) return callOwners;
  callOwners = new Map();
  for (const service of fs.readdirSync(CALLS_DIR, { withFileTypes: true })) {
    if (!service.isDirectory()) continue;
    for (const file of fs.readdirSync(path.join(CALLS_DIR, service.name))) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const text = fs.readFileSync(path.join(CALLS_DIR, service.name, file), 'utf8');
      for (const match of text.matchAll(/export const (\w+Calls)\b/g)) {
        callOwners.set(match[1], `${service.name}/${file.slice(0, -3)}`);
      }
    }
  }
  return callOwners;
}

const FEATURES = `${path.sep}src${path.sep}features${path.sep}`;

/**
 * The feature a web file belongs to, `<service>/<feature>` like the server's
 * (`apps/web/src/features/<service>/<feature>/…`, sub-areas such as `events/rsvps/invitations/` included), or null.
 */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  if (at < 0) return null;
  const [service, feature, rest] = file.slice(at + FEATURES.length).split(path.sep);
  return rest === undefined ? (service ?? null) : `${service}/${feature}`;
}

const SERVICES = `${path.sep}src${path.sep}services${path.sep}`;

/** The `<service>/<feature>` a server file belongs to (`apps/server/src/services/<service>/<feature>/…`), or null. */
function serverFeatureOf(file) {
  const at = file.indexOf(SERVICES);
  if (at < 0) return null;
  const [service, feature, rest] = file.slice(at + SERVICES.length).split(path.sep);
  return rest === undefined ? null : `${service}/${feature}`;
}

const SERVER_SRC = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;

/** The folder under apps/server/src a file is in (`lib`, `services`, `demo`…), or null (app.ts, server.ts, outside). */
function serverFolderOf(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at < 0) return null;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/**
 * The server's layers, lowest first: the shared folders, then the services, then their clients (app wiring in
 * app.ts and server.ts, the demo church in demo/). A folder may not import from a layer above its own.
 */
const LAYER = { db: 0, lib: 0, access: 0, integrations: 0, plugins: 0, config: 0, services: 1, demo: 2 };
const layerOf = (folder) => (folder === null ? 2 : (LAYER[folder] ?? 2));

const roleOf = (file) => /\.(routes|service|repository|policy)\.ts$/.exec(file)?.[1] ?? null;

/** Visits every import, re-export and dynamic import of a file with its source string. */
function eachImport(check) {
  return {
    ImportDeclaration: (node) => check(node, node.source.value),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
    ExportAllDeclaration: (node) => check(node, node.source.value),
    ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
  };
}

/** ESLint plugin: web features do not import each other; server features keep their layers and their data. */
export default {
  rules: {
    'server-layers': {
      meta: {
        type: 'problem',
        docs: { description: 'Server layers point down: shared folders → services → app wiring and the demo' },
        messages: {
          upward:
            '{{from}}/ may not import from {{to}}/ (a layer above it). Declare the shape it needs here and let {{to}}/ fill it in.',
        },
        schema: [],
      },
      create(context) {
        const from = serverFolderOf(context.filename);
        if (from === null || layerOf(from) === 2) return {};
        return eachImport((node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const to = serverFolderOf(path.resolve(path.dirname(context.filename), source));
          if (to !== null && layerOf(to) > layerOf(from)) context.report({ node, messageId: 'upward', data: { from, to } });
        });
      },
    },
    'server-feature-boundaries': {
      meta: {
        type: 'problem',
        docs: { description: 'Server features: thin routes, no SQL in services, no other feature’s repository' },
        messages: {
          otherRepository:
            'Feature "{{from}}" reads another feature’s repository ({{to}}). Call that feature’s service, or move the shared query to src/access or src/lib.',
          otherRoutes: 'Feature "{{from}}" imports another feature’s routes ({{to}}).',
          sqlOutsideRepository:
            'SQL belongs in the repository: a {{role}} file may not import {{source}}.',
          repositoryFromRoutes: 'Routes call their service, not a repository ({{source}}).',
        },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const from = serverFeatureOf(file);
        const role = roleOf(file);
        if (!from && !role) return {};
        return eachImport((node, source) => {
          if (typeof source !== 'string') return;
          if (
            (role === 'service' || role === 'routes' || role === 'policy') &&
            (source === 'drizzle-orm' || source.startsWith('drizzle-orm/') || /\/db\/schema(\/|$)/.test(source))
          ) {
            context.report({ node, messageId: 'sqlOutsideRepository', data: { role, source } });
          }
          if (!source.startsWith('.')) return;
          const target = path.resolve(path.dirname(file), source);
          if (role === 'routes' && /\.repository\.ts$/.test(target)) {
            context.report({ node, messageId: 'repositoryFromRoutes', data: { source } });
          }
          const to = serverFeatureOf(target);
          if (!from || !to || to === from) return;
          if (/\.repository\.ts$/.test(target)) context.report({ node, messageId: 'otherRepository', data: { from, to } });
          else if (/\.routes\.ts$/.test(target)) context.report({ node, messageId: 'otherRoutes', data: { from, to } });
        });
      },
    },
    'one-name-per-feature': {
      meta: {
        type: 'problem',
        docs: { description: 'A feature has one name in contracts, server and web' },
        messages: {
          otherFeaturesCalls:
            'The routes of "{{from}}" serve {{name}}, the calls of "{{to}}" (packages/contracts/src/calls/{{to}}.ts). Serve them from services/{{to}}/, or name the contract file after this feature.',
          noServerFolder:
            'The contract file calls/{{feature}}.ts has no server folder apps/server/src/services/{{feature}}/: name them alike.',
        },
        schema: [],
      },
      create(context) {
        const file = context.filename;
        const calls = `${path.sep}contracts${path.sep}src${path.sep}calls${path.sep}`;
        const at = file.indexOf(calls);
        if (at >= 0) {
          const [service, name, rest] = file.slice(at + calls.length).split(path.sep);
          if (rest !== undefined || !name || !name.endsWith('.ts') || name.endsWith('.test.ts')) return {};
          const feature = `${service}/${name.slice(0, -3)}`;
          return {
            Program(node) {
              if (!fs.existsSync(path.join(ROOT, 'apps', 'server', 'src', 'services', service, name.slice(0, -3)))) {
                context.report({ node, messageId: 'noServerFolder', data: { feature } });
              }
            },
          };
        }
        const from = serverFeatureOf(file);
        if (!from || roleOf(file) !== 'routes') return {};
        return {
          ImportDeclaration(node) {
            if (node.source.value !== '@congregate/contracts') return;
            for (const specifier of node.specifiers) {
              const name = specifier.type === 'ImportSpecifier' ? specifier.imported.name : null;
              const to = name && name.endsWith('Calls') ? ownersOfCalls().get(name) : undefined;
              if (to && to !== from) {
                context.report({ node: specifier, messageId: 'otherFeaturesCalls', data: { from, to, name } });
              }
            }
          },
        };
      },
    },
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
            const alias = /^(?:@|~|src)\/features\/([^/]+(?:\/[^/]+)?)/.exec(source);
            if (alias) target = alias[1];
          }
          if (target && target !== from) context.report({ node, messageId: 'crossFeature', data: { from, to: target } });
        };
        return eachImport(check);
      },
    },
  },
};
