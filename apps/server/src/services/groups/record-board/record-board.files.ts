import { fieldIssue, GROUP_LIMITS } from '@congregate/contracts';
import { headerPixels, MAX_IMAGE_PIXELS, tooManyPixels } from '../../../integrations/storage/image-limits.ts';
import { sniffContentType, tooLarge } from '../../../integrations/storage/uploads.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';
import { toMediaWebp } from '../../media/images/images.service.ts';

/** A file ready for storage: what it is, its bytes and, for an image, its size in pixels. */
export interface PreparedAttachment {
  contentType: 'image/webp' | 'application/pdf';
  bytes: Buffer;
  width: number | null;
  height: number | null;
}

/**
 * Reads what an upload really is (its bytes, never its name): JPEG, PNG and WebP images are re-encoded to
 * WebP in the image queue as the media service does (upright, no metadata, bounded size); PDFs (`%PDF-`) are
 * kept byte for byte; anything else 415.
 */
export async function prepareAttachment(data: Buffer, imageWork: WorkQueue): Promise<PreparedAttachment> {
  const type = sniffContentType(data);
  if (!type) {
    throw new AppError('unsupported_media_type', 'Attach a PDF or a JPEG, PNG or WebP image', {
      accepted: ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
    });
  }
  if (type === 'application/pdf') return { contentType: type, bytes: data, width: null, height: null };
  const pixels = await headerPixels(data);
  if (pixels === null) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(pixels, 'file');
  try {
    const image = await imageWork.run(() => toMediaWebp(data));
    if (image.data.length > GROUP_LIMITS.attachmentMaxBytes)
      throw tooLarge('The image', GROUP_LIMITS.attachmentMaxBytes);
    return { contentType: 'image/webp', bytes: image.data, width: image.width, height: image.height };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

const unreadable = () =>
  invalidInput(
    [fieldIssue('file', 'image_unreadable', 'The image could not be read')],
    'The image could not be read',
  );

/** `inline; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266/8187). */
export function inlineDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'document.pdf';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `inline; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
