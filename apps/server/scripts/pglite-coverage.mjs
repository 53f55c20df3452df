#!/usr/bin/env node
// The PGlite parity suite's reach (docs/testing.md): runs every test file that takes its engines from `engines`
// (the bad-input walk, the scope matrices, the seed, caches, limits…), and the PGlite parity
// suite (`test/pglite-parity-*.test.ts`: every GET route of the demo church, each feature's happy path) on PGlite alone, with V8 coverage of the
// repositories, and prints how much of each repository file ran. Fails when a repository file ran not at all on
// PGlite: its statements would then be checked on PostgreSQL only.
//   npm run test:pglite-coverage -w @congregate/server
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const parityFiles = execFileSync('grep', ['-rlE', '\\bengines\\b', 'test', 'src/db', 'src/lib', 'src/integrations', '--include=*.test.ts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
  .concat(
    fs.readdirSync(path.join(root, 'test')).filter((file) => /^pglite-parity-.*\.test\.ts$/.test(file)).map((file) => `test/${file}`),
  )
  .filter((file, index, all) => all.indexOf(file) === index)
  .sort();
const reports = path.join(root, 'coverage', 'pglite');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'server',
    '--coverage.enabled',
    '--coverage.provider=v8',
    '--coverage.include=src/**/*.repository.ts',
    '--coverage.reporter=json-summary',
    // The figures are printed even when a test fails (the run still fails).
    '--coverage.reportOnFailure',
    `--coverage.reportsDirectory=${reports}`,
    ...parityFiles,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TEST_PARITY_ENGINES: 'pglite' } },
);
const summaryFile = path.join(reports, 'coverage-summary.json');
if (run.status !== 0 && !fs.existsSync(summaryFile)) process.exit(run.status ?? 1);

const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
const repositories = execFileSync('find', ['src', '-name', '*.repository.ts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .sort();
const rows = repositories.map((file) => {
  const entry = summary[path.join(root, file)];
  return {
    file,
    functions: entry ? `${entry.functions.covered}/${entry.functions.total}` : '0/?',
    statements: entry ? entry.statements.pct : 0,
    ran: entry ? entry.functions.covered > 0 || entry.statements.covered > 0 : false,
  };
});
console.log(`\nRepositories on PGlite, from ${parityFiles.length} parity test files:`);
for (const row of rows) {
  console.log(`${row.ran ? '  ' : '✗ '}${row.file.padEnd(90)} functions ${row.functions.padStart(7)}  statements ${String(row.statements).padStart(6)} %`);
}
const missing = rows.filter((row) => !row.ran);
const total = summary.total;
console.log(
  `\n${rows.length - missing.length} of ${rows.length} repository files ran on PGlite; ` +
    `functions ${total.functions.covered}/${total.functions.total} (${total.functions.pct} %), ` +
    `statements ${total.statements.pct} %.`,
);
if (missing.length > 0) {
  console.error(`Not run on PGlite at all:\n${missing.map((row) => `  ${row.file}`).join('\n')}`);
  process.exit(1);
}
if (run.status !== 0) process.exit(run.status ?? 1);
