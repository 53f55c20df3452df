// How well face check-in tells people apart, on the labelled sample faces of `@vladmandic/human`'s assets
// (e2e/support/face-images.ts: one man in 20 images, 72 crops of other people) and the 40 labelled descriptors
// of its `demo/facematch/faces.json`. Descriptors are computed in Node with the web app's own engine settings
// (apps/web/src/lib/faces/face-config.ts, WASM backend, models from node_modules: nothing is downloaded), then:
//   1. pairs: cosine of every genuine pair (same person) and impostor pair; rates at each threshold;
//   2. the kiosk: the man enrolled from 3 captures (a centroid), the other crops from one each; the man's other
//      images and each other crop (taken out of the roster first: someone not enrolled) probe the roster with
//      the kiosk's matcher (packages/contracts/src/face-match.ts) at several (threshold, margin) settings;
//   3. the anti-spoofing (`real`) and liveness (`live`) scores on these faces, all of them photographs.
// See docs/faces.md.
//
//   node bench/face-accuracy.mjs [--json /tmp/face-descriptors.json]
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { faceEngineConfig } = await import('../apps/web/src/lib/faces/face-config.ts');
const { checkCapture } = await import('../apps/web/src/lib/faces/face-capture.ts');
const { SAMPLE_FACES, ENROLMENT_FACES, paddedFace } = await import('../e2e/support/face-images.ts');
const { centroid, cosine, createFaceIndex, FACE_MATCH_DEFAULTS } =
  await import('../packages/contracts/src/face-match.ts');

const { values: options } = parseArgs({ options: { json: { type: 'string' } } });

const require = createRequire(import.meta.url);
// The package's `exports` is broken for Node: its files are loaded by path.
const humanDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
const wasmDir = path.resolve(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')), '..');

// Node's fetch does not read file:// URLs; the engine fetches its models and WebAssembly that way here.
const networkFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const href = String(url?.url ?? url);
  if (!href.startsWith('file://')) return networkFetch(url, init);
  const body = await readFile(new URL(href));
  const type = href.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
  return new Response(body, { headers: { 'content-type': type } });
};

const { Human } = require(path.join(humanDir, 'dist/human.node-wasm.js'));
const human = new Human(
  faceEngineConfig({
    modelBasePath: `${pathToFileURL(path.join(humanDir, 'models'))}/`,
    wasmPath: `${pathToFileURL(path.join(wasmDir, 'dist'))}/`,
  }),
);
const loadStarted = performance.now();
await human.load();
await human.tf.ready();
console.log(
  `human ${human.version}, backend ${human.tf.getBackend()}, models loaded in ${Math.round(performance.now() - loadStarted)} ms; ` +
    `node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}`,
);

/** Every face the engine finds in a sample face's padded crop, as the web engine reports them. */
async function describe(face) {
  const { data, width, height } = await paddedFace(face);
  const tensor = human.tf.tensor3d(new Uint8Array(data), [height, width, 3], 'int32');
  const started = performance.now();
  const result = await human.detect(tensor);
  const ms = performance.now() - started;
  tensor.dispose();
  const faces = result.face
    .filter((found) => found.embedding?.length)
    .map((found) => ({
      descriptor: Float32Array.from(found.embedding),
      score: found.score,
      box: found.box,
      real: found.real ?? null,
      live: found.live ?? null,
    }));
  return { faces, width, height, ms };
}

const samples = [];
const timings = [];
const refused = [];
for (const face of SAMPLE_FACES) {
  const { faces, width, height, ms } = await describe(face);
  timings.push(ms);
  const best = faces.toSorted((a, b) => b.score - a.score)[0];
  const capture = checkCapture(faces, { width, height });
  if (!capture.ok) refused.push(`${face.name} (${capture.reason})`);
  if (best) samples.push({ ...face, ...best, capture: capture.ok ? 'ok' : capture.reason });
}
timings.sort((a, b) => a - b);
console.log(
  `${samples.length} of ${SAMPLE_FACES.length} sample faces described (${timings.length} images, ` +
    `p50 ${timings[Math.floor(timings.length / 2)].toFixed(0)} ms, max ${timings.at(-1).toFixed(0)} ms an image)`,
);
console.log(
  `no face: ${
    SAMPLE_FACES.filter((f) => !samples.some((s) => s.name === f.name))
      .map((f) => f.name)
      .join(', ') || 'none'
  }`,
);
console.log(`refused as an enrolment capture by checkCapture: ${refused.join(', ') || 'none'}`);
if (options.json) {
  await writeFile(
    options.json,
    JSON.stringify(samples.map((s) => ({ ...s, descriptor: Array.from(s.descriptor) }))),
  );
}

const demo = JSON.parse(await readFile(path.join(humanDir, 'demo/facematch/faces.json'), 'utf8')).map(
  (entry) => ({
    name: entry.name,
    descriptor: Float32Array.from(entry.embedding),
  }),
);

// ---- 1. Pairs ----
const man = samples.filter((s) => s.person === 'man');
const others = samples.filter((s) => s.person === 'other');
const pairs = (list, same) =>
  list.flatMap((a, i) =>
    list
      .slice(i + 1)
      .filter((b) => same(a, b))
      .map((b) => cosine(a.descriptor, b.descriptor)),
  );
const genuineMan = pairs(man, () => true);
const impostorMan = man.flatMap((a) => others.map((b) => cosine(a.descriptor, b.descriptor)));
const genuineDemo = pairs(demo, (a, b) => a.name === b.name);
const impostorDemo = pairs(demo, (a, b) => a.name !== b.name);
const genuine = [...genuineMan, ...genuineDemo];
const impostor = [...impostorMan, ...impostorDemo];

const quantile = (values, q) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
};
const spread = (values) =>
  `n ${values.length}: min ${quantile(values, 0).toFixed(3)}, p5 ${quantile(values, 0.05).toFixed(3)}, ` +
  `median ${quantile(values, 0.5).toFixed(3)}, p95 ${quantile(values, 0.95).toFixed(3)}, max ${quantile(values, 1).toFixed(3)}`;
const percent = (count, total) => `${((100 * count) / total).toFixed(1)} % (${count}/${total})`;

console.log('\n1. Pairs, raw cosine of the descriptors');
console.log(`  genuine, the man's 20 images      ${spread(genuineMan)}`);
console.log(`  genuine, faces.json same name     ${spread(genuineDemo)}`);
console.log(`  impostor, the man vs rows 2–5     ${spread(impostorMan)}`);
console.log(`  impostor, faces.json other names  ${spread(impostorDemo)}`);
console.log('  threshold | false reject (genuine < t)          | false accept (impostor ≥ t)');
for (const t of [0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
  const rejected = genuine.filter((s) => s < t).length;
  const accepted = impostor.filter((s) => s >= t).length;
  console.log(
    `  ${t.toFixed(2)}      | ${percent(rejected, genuine.length).padEnd(36)}| ${percent(accepted, impostor.length)}`,
  );
}

// ---- 2. The kiosk ----
// Rows 2–5 repeat some people (several photos of the same women; faces.json's names match some of them), so
// one of those crops accepted as another is not known to be wrong: only "accepted as the man" is a known false
// accept.
const enrolled = man.filter((s) => ENROLMENT_FACES.includes(s.name));
const manProbes = man.filter((s) => !ENROLMENT_FACES.includes(s.name));
const roster = [
  { memberId: 'man', descriptor: centroid(enrolled.map((s) => s.descriptor)) },
  ...others.map((s) => ({ memberId: s.name, descriptor: s.descriptor })),
];
const fullIndex = createFaceIndex(roster);
const notEnrolled = others.map((probe) => ({
  probe,
  index: createFaceIndex(roster.filter((entry) => entry.memberId !== probe.name)),
}));
// faces.json: each name enrolled from its first descriptor, probed with its others.
const demoRoster = demo.filter((entry, i) => demo.findIndex((e) => e.name === entry.name) === i);
const demoIndex = createFaceIndex(
  demoRoster.map((entry) => ({ memberId: entry.name, descriptor: entry.descriptor })),
);
const demoProbes = demo.filter((entry) => !demoRoster.includes(entry));

console.log(
  `\n2. The kiosk: a roster of ${roster.length}, the man enrolled from ${enrolled.length} captures (${enrolled.map((s) => s.name).join(', ')}) ` +
    `and ${others.length} other crops from one each. Probes: the man's ${manProbes.length} other images; each other crop with ` +
    `itself taken out of the roster (not enrolled). Then faces.json: ${demoRoster.length} names from one descriptor, ` +
    `probed with their ${demoProbes.length} other descriptors.`,
);
console.log(
  '  threshold margin | man accepted as himself | man refused  | man as another | other crop accepted as the man | … as another crop (label unknown) | faces.json 2nd accepted right / wrong',
);
const settings = [];
for (const threshold of [0.5, 0.55, 0.6, 0.65, 0.7]) {
  for (const margin of [0, 0.05, 0.1]) {
    const options = { threshold, margin };
    const manResults = manProbes.map((s) => fullIndex.match(s.descriptor, options));
    const otherResults = notEnrolled.map(({ probe, index }) => index.match(probe.descriptor, options));
    const demoResults = demoProbes.map((p) => ({ p, r: demoIndex.match(p.descriptor, options) }));
    const row = {
      threshold,
      margin,
      manOk: manResults.filter((r) => r.accepted && r.memberId === 'man').length,
      manWrong: manResults.filter((r) => r.accepted && r.memberId !== 'man').length,
      asMan: otherResults.filter((r) => r.accepted && r.memberId === 'man').length,
      asOther: otherResults.filter((r) => r.accepted && r.memberId !== 'man').length,
      demoOk: demoResults.filter(({ p, r }) => r.accepted && r.memberId === p.name).length,
      demoWrong: demoResults.filter(({ p, r }) => r.accepted && r.memberId !== p.name).length,
    };
    settings.push(row);
    console.log(
      `  ${threshold.toFixed(2)}      ${margin.toFixed(2)}  | ${percent(row.manOk, manProbes.length).padEnd(24)}| ` +
        `${percent(manProbes.length - row.manOk - row.manWrong, manProbes.length).padEnd(13)}| ${String(row.manWrong).padEnd(15)}| ` +
        `${percent(row.asMan, others.length).padEnd(31)}| ${percent(row.asOther, others.length).padEnd(34)}| ` +
        `${row.demoOk} / ${row.demoWrong} of ${demoProbes.length}`,
    );
  }
}
const manScores = manProbes.map((s) => fullIndex.match(s.descriptor, { threshold: 0, margin: 0 }));
const vsCentroid = others.map((s) => cosine(s.descriptor, roster[0].descriptor));
console.log(`  the man's probes, best score:              ${spread(manScores.map((r) => r.score))}`);
console.log(
  `  … their margin over the second best:       ${spread(manScores.map((r) => r.score - r.secondScore))}`,
);
console.log(`  other crops against the man's enrolment:   ${spread(vsCentroid)}`);
const chosen = settings.find(
  (s) => s.threshold === FACE_MATCH_DEFAULTS.threshold && s.margin === FACE_MATCH_DEFAULTS.margin,
);
if (chosen) {
  console.log(
    `  defaults (threshold ${chosen.threshold}, margin ${chosen.margin}): the man accepted ${percent(chosen.manOk, manProbes.length)}, ` +
      `others accepted as him ${percent(chosen.asMan, others.length)}`,
  );
}

// ---- 3. Anti-spoofing and liveness ----
console.log(
  '\n3. Anti-spoofing `real` and liveness `live` (1 = real/live), every sample face being a photograph of a screen',
);
const reals = samples.map((s) => s.real).filter((v) => v !== null);
const lives = samples.map((s) => s.live).filter((v) => v !== null);
console.log(`  real ${spread(reals)}`);
console.log(`  live ${spread(lives)}`);
for (const cut of [0.3, 0.5, 0.7]) {
  console.log(
    `  below ${cut}: real ${percent(reals.filter((v) => v < cut).length, reals.length)}, live ${percent(lives.filter((v) => v < cut).length, lives.length)}`,
  );
}
