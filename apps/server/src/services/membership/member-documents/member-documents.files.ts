import sharp from 'sharp';
import { documentContentTypes, MEDIA_LIMITS } from '@congregate/contracts';
import { sniffContentType, tooLarge, type SniffedType } from '../../../integrations/storage/uploads.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';

/** Longest side a stored document image keeps; larger scans are scaled down. */
export const DOCUMENT_IMAGE_MAX_SIDE = 2400;
const MAX_INPUT_PIXELS = 100_000_000;

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
  const base = (original.normalize('NFC').split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const room = MEDIA_LIMITS.documentNameMax - extension.length - 1;
  const stem = [...base].slice(0, room).join('').trim() || 'document';
  return `${stem}.${extension}`;
}

/**
 * Checks what the upload really is and readies it for storage: images are decoded and re-encoded in
 * their own format (all metadata dropped, turned upright, longest side at most 2400 px); PDFs are kept
 * byte for byte.
 */
export async function prepareDocument(data: Buffer): Promise<{ type: SniffedType; bytes: Buffer }> {
  const type = sniffContentType(data);
  if (!type) {
    throw new AppError('unsupported_media_type', 'A document must be a PDF or a JPEG, PNG or WebP image', {
      accepted: documentContentTypes,
    });
  }
  if (type === 'application/pdf') return { type, bytes: data };
  let bytes: Buffer;
  try {
    const image = sharp(data, {
      autoOrient: true,
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
    }).resize(DOCUMENT_IMAGE_MAX_SIDE, DOCUMENT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/jpeg'
        ? image.jpeg({ quality: 88, mozjpeg: true })
        : type === 'image/png'
          ? image.png({ compressionLevel: 9 })
          : image.webp({ quality: 88 });
    bytes = await encoded.toBuffer();
  } catch {
    throw invalidInput(
      [{ path: 'file', message: 'The image could not be read' }],
      'The image could not be read',
    );
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
