import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { as } from '../../../../test/harness.ts';
import type { EventCaller, EventsWorld } from '../../../../test/events-fixture.ts';
import { multipartFile } from '../../../../test/factories.ts';
import { createFileStorage } from '../../../integrations/storage/storage.ts';

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/**
 * Bytes that look like an MP4 to the server (a 24-byte `ftyp` box first), then a pattern in which every
 * offset has a known byte, so a range's answer can be compared with the slice it should be. Not playable.
 */
export function mp4Bytes(size: number): Buffer {
  const data = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) data[i] = (i * 7 + 3) % 251;
  Buffer.concat([u32(24), ascii('ftyp'), ascii('isom'), u32(0x200), ascii('isomiso2')]).copy(data, 0);
  return data;
}

/** Injects under `/api/video/` as a caller of the events world. */
export function videoCaller(w: () => EventsWorld) {
  return (caller: EventCaller | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    as(w().t.app, caller === null ? null : w().who[caller], {
      method,
      url: `/api/video/${url}`,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
    });
}

/** `POST videos/upload` of the bytes as the caller. */
export function videoUploader(w: () => EventsWorld) {
  return (caller: EventCaller, data: Buffer, fileName = 'sermon.mp4', app?: FastifyInstance) =>
    as(app ?? w().t.app, w().who[caller], {
      method: 'POST',
      url: '/api/video/videos/upload',
      ...multipartFile('file', fileName, data, 'video/mp4'),
    });
}

/** Every file kept under the app's `videos/` folder (relative paths), `.partial` leftovers included. */
export async function videoFiles(app: FastifyInstance): Promise<string[]> {
  if (app.config.s3) {
    const keys: string[] = [];
    for await (const file of createFileStorage(app.config).list('videos'))
      keys.push(file.key.slice('videos/'.length));
    return keys;
  }
  const root = path.join(app.config.filesDir, 'videos');
  try {
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
