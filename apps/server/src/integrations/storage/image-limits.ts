import { fieldIssue } from '@congregate/contracts';
import sharp from 'sharp';
import { invalidInput } from '../../lib/errors.ts';

/**
 * Most pixels an uploaded image may have (photos, document scans). A 10 MB file can claim a canvas of
 * hundreds of megapixels (a PNG of one colour compresses to almost nothing), and decoding it costs memory
 * and time in proportion; 40 megapixels is more than a phone's photo at its usual setting.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** The image's pixel count read from its header alone (nothing is decoded), or null when it cannot be read. */
export async function headerPixels(data: Buffer): Promise<number | null> {
  try {
    const { width, height } = await sharp(data).metadata();
    return width && height ? width * height : null;
  } catch {
    return null;
  }
}

/** 422 for an image over `MAX_IMAGE_PIXELS`, on the request's field `path`. */
export function tooManyPixels(pixels: number, path: string) {
  const message =
    `The image has ${Math.ceil(pixels / 1_000_000)} megapixels; images of at most ` +
    `${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted: choose a smaller one`;
  return invalidInput([fieldIssue(path, 'image_too_many_pixels', message)], message);
}
