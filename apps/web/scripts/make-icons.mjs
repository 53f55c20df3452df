// Draws the app icons (the cross of public/icons/icon.svg) as PNG files, with no dependencies.
// Run: node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const out = new URL('../public/icons/', import.meta.url);
const blue = [0x3b, 0x5b, 0xdb];
const white = [0xff, 0xff, 0xff];

function crc32(bytes) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `maskable`: full-bleed background with the cross inside the safe zone; otherwise rounded corners. */
function icon(size, maskable) {
  const s = size / 512;
  const radius = maskable ? 0 : 112 * s;
  const scale = maskable ? 0.75 : 1; // keep the cross within the maskable safe zone
  const inCross = (x, y) => {
    const cx = (x - size / 2) / scale + size / 2;
    const cy = (y - size / 2) / scale + size / 2;
    const vertical = cx >= 226 * s && cx < 286 * s && cy >= 96 * s && cy < 416 * s;
    const arm = cx >= 150 * s && cx < 362 * s && cy >= 188 * s && cy < 248 * s;
    return vertical || arm;
  };
  const inRounded = (x, y) => {
    const dx = Math.max(radius - x, x - (size - 1 - radius), 0);
    const dy = Math.max(radius - y, y - (size - 1 - radius), 0);
    return dx * dx + dy * dy <= radius * radius;
  };
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    const row = y * (size * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < size; x++) {
      const i = row + 1 + x * 4;
      const inside = inRounded(x + 0.5, y + 0.5);
      const [r, g, b] = inCross(x + 0.5, y + 0.5) ? white : blue;
      raw[i] = r;
      raw[i + 1] = g;
      raw[i + 2] = b;
      raw[i + 3] = inside ? 255 : 0;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync(new URL('icon-192.png', out), icon(192, false));
writeFileSync(new URL('icon-512.png', out), icon(512, false));
writeFileSync(new URL('icon-maskable-512.png', out), icon(512, true));
console.log('icons written');
