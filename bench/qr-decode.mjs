// The kiosk's QR decode time per camera frame (DESIGN.md section 9: < 50 ms a frame), in Node.
//
// A member card's token (signed as the server signs it: EdDSA, `typ` congregate-card, `{ sub, cid, v, iat }`)
// is drawn as the card draws it (error correction M, quiet zone of 4 modules) into a grey camera-sized RGBA frame
// (640×480 by default) with a lighting gradient and sensor noise, then decoded N times with zxing-wasm's reader
// build and the options the kiosk uses (`apps/web/src/lib/qr-scan/qr-decoder.ts`). The `.wasm` is read from
// node_modules: nothing is downloaded.
//
//   node bench/qr-decode.mjs [--runs 200] [--width 640] [--height 480] [--module 4]
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { SignJWT, generateKeyPair } from 'jose';
import QRCode from 'qrcode';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { mulberry32 } from './lib/random.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '200' },
    width: { type: 'string', default: '640' },
    height: { type: 'string', default: '480' },
    module: { type: 'string', default: '4' },
  },
});
const runs = Number(options.runs);
const width = Number(options.width);
const height = Number(options.height);
const modulePx = Number(options.module);

/** The value at quantile q (0–1) of ascending `sorted` (nearest rank). */
const percentile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

/** A card token of the real shape and length. */
async function cardToken() {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  return new SignJWT({ cid: 'M0012345', v: 3 })
    .setProtectedHeader({
      alg: 'EdDSA',
      typ: 'congregate-card',
      kid: 'Xq3bYb2kV7rj1mN0cFh4oP9sT6uW8yZaD5eG2iL0nQc',
    })
    .setSubject('0194f3a2-7c1e-7b3d-9a45-2f6e8d1c0b7a')
    .setIssuedAt(1_764_000_000)
    .sign(privateKey);
}

/** An RGBA frame: a lit grey scene, the code (dark on white, quiet zone included) off-centre, and noise. */
function cameraFrame(token, { withCode = true } = {}) {
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const side = (size + 2 * quiet) * modulePx;
  if (side > Math.min(width, height))
    throw new Error(`a ${side} px code does not fit a ${width}×${height} frame`);
  const left = Math.round((width - side) * 0.4);
  const top = Math.round((height - side) * 0.55);
  const random = mulberry32(20261124);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      // Background: a table under a ceiling light, brighter towards the top left.
      let level = 150 - (x / width) * 40 - (y / height) * 30;
      const mx = Math.floor((x - left) / modulePx) - quiet;
      const my = Math.floor((y - top) / modulePx) - quiet;
      if (withCode && x >= left && x < left + side && y >= top && y < top + side) {
        const dark = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx);
        level = dark ? 45 : 215 - (x / width) * 25;
      }
      level += (random() - 0.5) * 24;
      const at = (y * width + x) * 4;
      data[at] = level;
      data[at + 1] = level;
      data[at + 2] = level * 0.95;
      data[at + 3] = 255;
    }
  }
  return { frame: { data, width, height, colorSpace: 'srgb' }, size, side };
}

const require = createRequire(import.meta.url);
const wasmBinary = await readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
const loadStarted = performance.now();
await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
const loadMs = performance.now() - loadStarted;

const token = await cardToken();
const { frame, size, side } = cameraFrame(token);
// The kiosk's reader options (qr-decoder.ts).
const readerOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };
const decode = async () => {
  const results = await readBarcodes(frame, readerOptions);
  const found = results.find((result) => result.isValid && result.text);
  if (found?.text !== token) throw new Error('the frame did not decode to the card token');
};

console.log(
  `frame ${width}×${height} RGBA; token ${token.length} chars → QR version ${(size - 17) / 4} (${size}×${size} modules), ` +
    `${side} px with its quiet zone (${modulePx} px a module); zxing-wasm reader loaded in ${loadMs.toFixed(0)} ms; ` +
    `node ${process.version}; ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
/** Decodes `runs` times after a warm-up and prints mean / p50 / p95 / max. */
async function measure(label, once) {
  for (let i = 0; i < 10; i += 1) await once();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await once();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  console.log(
    `${label}, ${runs} decodes: mean ${mean.toFixed(1)} ms, p50 ${percentile(times, 0.5).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 0.95).toFixed(1)} ms, max ${times.at(-1).toFixed(1)} ms (budget < 50 ms a frame)`,
  );
}

await measure('card in the frame', decode);
// Most frames a kiosk reads hold no card: with `tryHarder` those are the slower ones to give up on.
const empty = cameraFrame(token, { withCode: false }).frame;
await measure('no card in the frame', async () => {
  const results = await readBarcodes(empty, readerOptions);
  if (results.some((result) => result.isValid)) throw new Error('found a code in an empty frame');
});
