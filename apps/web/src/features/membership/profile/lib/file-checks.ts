import { documentContentTypes, MEDIA_LIMITS, photoContentTypes } from '@congregate/contracts';

export type FileProblem = 'wrongType' | 'tooLarge' | 'notImage' | null;

export const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** A blob's bytes (with `FileReader`, which every browser, and jsdom, has). */
function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(blob);
  });
}

/** The photo type a file's first bytes say it is (JPEG, PNG or WebP), whatever its name or stated type. */
export async function sniffPhotoType(file: Blob): Promise<(typeof photoContentTypes)[number] | null> {
  const head = new Uint8Array(await readBytes(file.slice(0, 12)));
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * A chosen photo checked before the crop dialog opens: by its stated type and size, then by its bytes (a
 * renamed text file, or a type the phone's picker left empty), then, where the browser can, by decoding it.
 * `notImage`: not a picture at all, so no empty crop dialog opens.
 */
export async function checkPhoto(file: File): Promise<FileProblem> {
  if (file.type !== '' && !file.type.startsWith('image/')) return 'notImage';
  if (file.type !== '' && !(photoContentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MEDIA_LIMITS.photoMaxBytes) return 'tooLarge';
  const sniffed = await sniffPhotoType(file).catch(() => null);
  if (!sniffed) return 'notImage';
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
    } catch {
      return 'notImage';
    }
  }
  return null;
}

export function documentProblem(file: File): FileProblem {
  if (!(documentContentTypes as readonly string[]).includes(file.type)) return 'wrongType';
  if (file.size > MEDIA_LIMITS.documentMaxBytes) return 'tooLarge';
  return null;
}
