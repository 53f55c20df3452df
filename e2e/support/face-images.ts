import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Faces for tests and for bench/face-accuracy.mjs, cut with sharp from the screenshots `@vladmandic/human` ships
 * in `assets/` (nothing downloaded). `screenshot-facematch.jpg` (1920×954) shows the library's face-match demo:
 * the selected face at the top left, then rows of 18 face crops sorted by similarity to it. The selected face,
 * row 0 and the face of `screenshot-faceid.jpg` are the same man (the library's author); rows 2–5 are other
 * people. Row 1 mixes both and is left out. The crops carry the demo's small captions (score, age, gender).
 */
// The package's `exports` lists no package.json: its main file (`dist/human.node.js`) locates it.
const assets = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('@vladmandic/human')),
  '../assets',
);
const FACEMATCH = path.join(assets, 'screenshot-facematch.jpg');
const FACEID = path.join(assets, 'screenshot-faceid.jpg');

export interface SampleFace {
  /** `faceid`, `selected`, or `g<row>_<column>` of the face-match grid. */
  name: string;
  /** `man` for the one person with many images; `other` for the rest (one image each, presumably). */
  person: 'man' | 'other';
  file: string;
  region: { left: number; top: number; width: number; height: number };
}

const CELL_WIDTH = 1920 / 18;
const FIRST_ROW_TOP = 284;
const ROW_STEP = 112;

function gridCell(row: number, column: number): SampleFace {
  const top = Math.round(FIRST_ROW_TOP + row * ROW_STEP);
  return {
    name: `g${row}_${column}`,
    person: row === 0 ? 'man' : 'other',
    file: FACEMATCH,
    region: { left: Math.round(column * CELL_WIDTH), top, width: 104, height: Math.min(108, 954 - top) },
  };
}

const columns = Array.from({ length: 18 }, (_, column) => column);

/** Every labelled sample face: the man's 20 images first, then the 72 crops of other people (rows 2–5). */
export const SAMPLE_FACES: readonly SampleFace[] = [
  { name: 'faceid', person: 'man', file: FACEID, region: { left: 14, top: 140, width: 140, height: 142 } },
  { name: 'selected', person: 'man', file: FACEMATCH, region: { left: 0, top: 22, width: 168, height: 168 } },
  ...columns.map((column) => gridCell(0, column)),
  ...[2, 3, 4, 5].flatMap((row) => columns.map((column) => gridCell(row, column))),
];

/** The man's images a member enrols with; the kiosk then sees him in another one (`KIOSK_FACES`). */
export const ENROLMENT_FACES = ['faceid', 'selected', 'g0_0'] as const;
export const KIOSK_FACES = { 'enrolled-man': 'g0_1', 'other-person': 'g2_1' } as const;

export function sampleFace(name: string): SampleFace {
  const face = SAMPLE_FACES.find((candidate) => candidate.name === name);
  if (!face) throw new Error(`No sample face ${name}`);
  return face;
}

/**
 * A face crop on a plain grey canvas (RGB): the detector misses faces that fill the whole image, so the crop is
 * scaled to `faceWidth` and set in the middle of a larger canvas.
 */
export async function paddedFace(
  face: SampleFace,
  { width = 480, height = 480, faceWidth = 240 } = {},
): Promise<{ data: Buffer; width: number; height: number }> {
  const crop = await sharp(face.file).extract(face.region).resize({ width: faceWidth }).toBuffer();
  const data = await sharp({ create: { width, height, channels: 3, background: '#808080' } })
    .composite([{ input: crop, gravity: 'center' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  return { data, width, height };
}

/** Three photos of the man (PNG, 480×480), for uploading at enrolment; answers their paths. */
export async function enrolmentPhotos(dir: string): Promise<string[]> {
  fs.mkdirSync(dir, { recursive: true });
  return Promise.all(
    ENROLMENT_FACES.map(async (name) => {
      const { data, width, height } = await paddedFace(sampleFace(name));
      const file = path.join(dir, `enrolment-${name}.png`);
      await sharp(data, { raw: { width, height, channels: 3 } })
        .png()
        .toFile(file);
      return file;
    }),
  );
}

/**
 * A video for Chromium's fake camera (`--use-file-for-fake-video-capture`): the enrolled man in an image he
 * did not enrol with, or another person, large in the middle of a 640×480 frame, as y4m (YUV 4:2:0, BT.601
 * limited range) with two identical frames; Chromium plays it in a loop.
 */
export async function kioskFaceVideo(file: string, which: keyof typeof KIOSK_FACES): Promise<void> {
  const width = 640;
  const height = 480;
  const rgb = await paddedFace(sampleFace(KIOSK_FACES[which]), { width, height, faceWidth: 280 });
  const frame = Buffer.concat([Buffer.from('FRAME\n'), yuv420(rgb.data, width, height)]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, frame, frame]));
}

/** RGB (3 bytes a pixel) to planar YUV 4:2:0, BT.601 limited range; chroma is the mean of each 2×2 block. */
function yuv420(rgb: Buffer, width: number, height: number): Buffer {
  const luma = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      luma[y * width + x] = Math.round(16 + 0.257 * rgb[i]! + 0.504 * rgb[i + 1]! + 0.098 * rgb[i + 2]!);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((y + dy) * width + x + dx) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const c = (y / 2) * (width / 2) + x / 2;
      u[c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
      v[c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
    }
  }
  return Buffer.concat([luma, u, v]);
}
