import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** The programs the process tests start, by name: the server and its command-line tools. */
export const serverPrograms = {
  server: 'src/server.ts',
  backup: 'src/ops/backup.ts',
  restore: 'src/ops/restore.ts',
  'demo-reset': 'src/demo/demo-reset.ts',
} as const;
export type ServerProgram = keyof typeof serverPrograms;

/**
 * The server's programs as plain JavaScript, bundled once for the run (about a second): a process test starts
 * `node <bundle>` instead of `node --import tsx src/server.ts`, which resolved and compiled some 700 TypeScript
 * modules at every start — about 3 s of a core each time, a dozen starts a run. The same sources, bundled: the
 * packages stay outside (resolved from `node_modules` as the server resolves them), `@congregate/contracts` is
 * bundled from its TypeScript, and `import.meta.dirname`/`url` keep naming each source file's own place (the
 * migrations folder, `assets/`, `package.json`). The folder sits inside the server's package so those packages
 * resolve; it is removed after the run.
 */
export async function bundleServerPrograms(): Promise<{
  dir: string;
  programs: Record<ServerProgram, string>;
}> {
  const dir = path.join(serverRoot, '.test-programs', `${process.pid}-${randomBytes(4).toString('hex')}`);
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(serverPrograms).map(([name, entry]) => [name, path.join(serverRoot, entry)]),
    ),
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'packages-outside',
        setup(bundler) {
          bundler.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@congregate/') ? undefined : { path: args.path, external: true },
          );
          bundler.onLoad({ filter: /\.ts$/ }, async (args) => {
            const source = await fs.promises.readFile(args.path, 'utf8');
            return {
              loader: 'ts',
              contents: source
                .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
                .replaceAll('import.meta.filename', JSON.stringify(args.path))
                .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            };
          });
        },
      },
    ],
  });
  const programs = Object.fromEntries(
    Object.keys(serverPrograms).map((name) => [name, path.join(dir, `${name}.mjs`)]),
  ) as Record<ServerProgram, string>;
  return { dir, programs };
}
