// How long drawing one member's flyer takes on the server (sharp: background, SVG text, QR, PNG), per format,
// on generated art and on the gradient drawn when an event has none. No server and no database: the drawing
// code (`apps/server/src/services/events/flyers/flyer-drawing.ts`) is loaded through tsx. One flyer at a time,
// as the image queue runs them on a 2-core machine (`IMAGE_JOBS_AT_ONCE`), with sharp on one thread.
//
//   node bench/flyer.mjs [--runs 20]
import os from 'node:os';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';

register();
const { drawFlyer } = await import('../apps/server/src/services/events/flyers/flyer-drawing.ts');
const { makeCrusadeArt } = await import('../apps/server/src/demo/demo-events.ts');
const { toMediaWebp } = await import('../apps/server/src/services/media/images/images.service.ts');
const { default: sharp } = await import('sharp');
const { mulberry32 } = await import('./lib/random.mjs');

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '20' } } });
const runs = Number(options.runs);
sharp.concurrency(1);

const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
// The art as the media service stores it (a 1600 px WebP), as a flyer reads it from storage.
const art = (await toMediaWebp(await makeCrusadeArt(mulberry32(1)))).data;
const content = (format, withArt, i) => ({
  format,
  title: 'Home Free: a night of worship, testimonies and the good news',
  date: 'Sunday, December 7, 2026',
  time: '6:00 PM',
  where: 'Home Free tent, 1287 Commonwealth Avenue, Quezon City',
  invitedBy: `Maria Santos ${i}`,
  link: `https://congregate.example.org/invitation/0194f3a2-7c1e-7b3d-9a45-2f6e8d1c0b7a/0194f3a2-7c1e-7b3d-9a45-${String(i).padStart(12, '0')}`,
  art: withArt ? art : null,
  seed: `event-${i}`,
});

console.log(
  `node ${process.version}; sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), 1 thread; ` +
    `${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; ${runs} flyers each`,
);
console.log('| format | background | mean | p50 | p95 | max | PNG size |');
console.log('|---|---|---|---|---|---|---|');
for (const format of ['square', 'story']) {
  for (const withArt of [true, false]) {
    await drawFlyer(content(format, withArt, 0)); // warm-up: fonts, QR code tables
    const times = [];
    let bytes = 0;
    for (let i = 1; i <= runs; i += 1) {
      const started = performance.now();
      const png = await drawFlyer(content(format, withArt, i));
      times.push(performance.now() - started);
      bytes += png.length;
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `| ${format} | ${withArt ? 'art' : 'gradient'} | ${ms(mean)} | ${ms(percentile(times, 0.5))} | ` +
        `${ms(percentile(times, 0.95))} | ${ms(times.at(-1))} | ${Math.round(bytes / runs / 1024)} KB |`,
    );
  }
}
