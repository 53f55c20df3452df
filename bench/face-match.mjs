// The kiosk's face match against its roster (DESIGN.md section 9: < 20 ms once the descriptor is computed), in
// Node: the matcher of packages/contracts/src/face-match.ts, the same code the kiosk runs.
//
// The roster: N enrolled members (5,000 by default), each a 1,024-number descriptor: the 40 real descriptors of
// `@vladmandic/human`'s demo/facematch/faces.json, the rest seeded random vectors (the time of a match does not
// depend on the numbers). Also timed: decoding the roster's base64 descriptors and building the index, what a
// kiosk does at each roster sync. Then P probes (1,000 by default: the real descriptors slightly changed, and
// random ones), each matched once after 50 warm-up matches.
//
//   node bench/face-match.mjs [--members 5000] [--probes 1000]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { mulberry32 } from './lib/random.mjs';

register();
const { FACE_DESCRIPTOR_LENGTH, FACE_MATCH_DEFAULTS, createFaceIndex, decodeDescriptor, encodeDescriptor } =
  await import('../packages/contracts/src/face-match.ts');

const { values: options } = parseArgs({
  options: { members: { type: 'string', default: '5000' }, probes: { type: 'string', default: '1000' } },
});
const memberCount = Number(options.members);
const probeCount = Number(options.probes);

const require = createRequire(import.meta.url);
const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const real = JSON.parse(await readFile(path.join(humanDir, 'demo/facematch/faces.json'), 'utf8')).map(
  (entry) => Float32Array.from(entry.embedding),
);

const random = mulberry32(12);
const randomDescriptor = () => Float32Array.from({ length: FACE_DESCRIPTOR_LENGTH }, () => random() * 2 - 1);
/** A real descriptor with a little noise: another capture of the same face, roughly. */
const nearby = (descriptor) => descriptor.map((x) => x + (random() - 0.5) * 0.1);

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
const ms = (value) => `${value.toFixed(2)} ms`;

// What the roster sync carries: base64 descriptors.
const encoded = Array.from({ length: memberCount }, (_, i) => ({
  memberId: `member-${i}`,
  descriptor: encodeDescriptor(i < real.length ? real[i] : randomDescriptor()),
}));

let started = performance.now();
const entries = encoded.map((entry) => ({
  memberId: entry.memberId,
  descriptor: decodeDescriptor(entry.descriptor),
}));
const decodeMs = performance.now() - started;
started = performance.now();
const index = createFaceIndex(entries);
const buildMs = performance.now() - started;

const probes = Array.from({ length: probeCount }, (_, i) =>
  i % 2 === 0 ? nearby(real[(i / 2) % real.length]) : randomDescriptor(),
);
for (const probe of probes.slice(0, 50)) index.match(probe, FACE_MATCH_DEFAULTS);

const times = [];
let accepted = 0;
for (const probe of probes) {
  const start = performance.now();
  const match = index.match(probe, FACE_MATCH_DEFAULTS);
  times.push(performance.now() - start);
  if (match.accepted) accepted++;
}
times.sort((a, b) => a - b);
const mean = times.reduce((sum, t) => sum + t, 0) / times.length;

console.log(
  `face match: ${memberCount} enrolled × ${FACE_DESCRIPTOR_LENGTH} numbers, ${probeCount} probes; node ${process.version}, ` +
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
);
console.log(`roster sync: decode ${ms(decodeMs)}, build the index ${ms(buildMs)}`);
console.log(
  `match: mean ${ms(mean)}, p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, ` +
    `max ${ms(times.at(-1))} (budget < 20 ms); ${accepted} of ${probeCount} accepted at the defaults`,
);
