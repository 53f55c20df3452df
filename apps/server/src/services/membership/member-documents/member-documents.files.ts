import sharp from 'sharp';
import { documentContentTypes, fieldIssue, MEDIA_LIMITS } from '@congregate/contracts';
import { headerPixels, MAX_IMAGE_PIXELS, tooManyPixels } from '../../../integrations/storage/image-limits.ts';
import {
  cutFileName,
  sniffContentType,
  tooLarge,
  type SniffedType,
} from '../../../integrations/storage/uploads.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';
import type { WorkQueue } from '../../../lib/work-queue.ts';

/** Longest side a stored document image keeps; larger scans are scaled down. */
export const DOCUMENT_IMAGE_MAX_SIDE = 2400;

const extensions: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A display name that is safe anywhere it is shown or offered for download: no folders, no control or
 * reserved characters, at most `documentNameMax` characters, and the extension of the type the bytes
 * really are (a PNG sent as `scan.pdf` is kept as `scan.png`).
 */
export function safeDocumentName(original: string, type: SniffedType): string {
  const extension = extensions[type];
  // Cut first: the expressions below must never see more than a file name's length.
  const base = (cutFileName(original).normalize('NFC').split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const room = MEDIA_LIMITS.documentNameMax - extension.length - 1;
  const stem = [...base].slice(0, room).join('').trim() || 'document';
  return `${stem}.${extension}`;
}

const unreadable = () =>
  invalidInput(
    [fieldIssue('file', 'image_unreadable', 'The image could not be read')],
    'The image could not be read',
  );

/**
 * Checks what the upload really is and readies it for storage: images are decoded and re-encoded in
 * their own format (all metadata dropped, turned upright, longest side at most 2400 px) in the image
 * queue, once their header says they have at most 40 megapixels; PDFs are kept byte for byte.
 */
export async function prepareDocument(
  data: Buffer,
  imageWork: WorkQueue,
): Promise<{ type: SniffedType; bytes: Buffer }> {
  const type = sniffContentType(data);
  if (!type) {
    throw new AppError('unsupported_media_type', 'A document must be a PDF or a JPEG, PNG or WebP image', {
      accepted: documentContentTypes,
    });
  }
  if (type === 'application/pdf') return { type, bytes: data };
  const pixels = await headerPixels(data);
  if (pixels === null) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) throw tooManyPixels(pixels, 'file');
  let bytes: Buffer;
  try {
    bytes = await imageWork.run(() => {
      const image = sharp(data, {
        autoOrient: true,
        failOn: 'error',
        limitInputPixels: MAX_IMAGE_PIXELS,
      }).resize(DOCUMENT_IMAGE_MAX_SIDE, DOCUMENT_IMAGE_MAX_SIDE, {
        fit: 'inside',
        withoutEnlargement: true,
      });
      const encoded =
        type === 'image/jpeg'
          ? image.jpeg({ quality: 88, mozjpeg: true })
          : type === 'image/png'
            ? image.png({ compressionLevel: 9 })
            : image.webp({ quality: 88 });
      return encoded.toBuffer();
    });
  } catch {
    throw unreadable();
  }
  // A PNG scan re-encoded losslessly can come out larger than it went in.
  if (bytes.length > MEDIA_LIMITS.documentMaxBytes)
    throw tooLarge('The image', MEDIA_LIMITS.documentMaxBytes);
  return { type, bytes };
}

/** `attachment; filename="…"; filename*=UTF-8''…`: an ASCII fallback and the exact name (RFC 6266/8187). */
export function attachmentDisposition(fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_') || 'document';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
