import type { Readable } from 'node:stream';
import { fieldIssue } from '@congregate/contracts';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AppError, invalidInput } from '../../lib/errors.ts';

export type SniffedType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, i) => data[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the bytes say they are (magic numbers); the file name and the declared type are never trusted. */
export function sniffContentType(data: Buffer): SniffedType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(data, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/**
 * Whether the bytes begin as an MP4 (ISO base media file) does: a `ftyp` box first, its type at offset 4.
 * Videos only: `sniffContentType` answers the types the image and document uploads take.
 */
export function sniffVideoType(data: Buffer): 'video/mp4' | null {
  return startsWith(data, ascii('ftyp'), 4) ? 'video/mp4' : null;
}

export interface UploadedFile {
  data: Buffer;
  /** The name the client gave, for display only, cut to `FILE_NAME_MAX` characters. */
  fileName: string;
}

/** Characters of an uploaded file's name that are kept (what file systems allow); the rest is dropped unread. */
export const FILE_NAME_MAX = 255;

/**
 * The client's file name cut to its first `FILE_NAME_MAX` characters (code points, so no emoji is split),
 * before anything else reads it: whatever cleans or matches it later works on a bounded string.
 */
export function cutFileName(name: string): string {
  let cut = '';
  let count = 0;
  for (const character of name) {
    if (count === FILE_NAME_MAX) break;
    cut += character;
    count += 1;
  }
  return cut;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const tooLarge = (what: string, maxBytes: number) =>
  new AppError('payload_too_large', `${what} is larger than ${megabytes(maxBytes)}; choose a smaller file`, {
    maxBytes,
  });

/**
 * Reads the one file part named `field` of a multipart request into memory, turning every way the
 * upload can be wrong into an envelope: not multipart 415, no such part 422, over `maxBytes` 413.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  field: string,
  what: string,
  maxBytes: number,
): Promise<UploadedFile> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      `Send ${what.toLowerCase()} as multipart/form-data in the field "${field}"`,
    );
  }
  const errors = request.server.multipartErrors;
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw invalidInput(
        [fieldIssue(field, 'file_missing', `Attach the file in the field "${field}"`)],
        `No file in "${field}"`,
      );
    }
    const data = await part.toBuffer();
    if (part.file.truncated) throw tooLarge(what, maxBytes);
    if (data.length === 0) throw invalidInput([fieldIssue(field, 'file_empty')], 'The file is empty');
    return { data, fileName: cutFileName(part.filename) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge(what, maxBytes);
    if (
      error instanceof errors.FilesLimitError ||
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FieldsLimitError
    ) {
      throw new AppError('payload_too_large', `Send one file in the field "${field}" and nothing else`);
    }
    // Busboy's own complaints (a broken boundary, a cut-off body) are the client's fault, not ours.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('bad_request', 'The upload could not be read; try again');
  }
}

/** An uploaded file being received: its bytes as they arrive (`truncated` once past the limit) and its name. */
export interface UploadStream {
  file: Readable & { truncated: boolean };
  /** The name the client gave, for display only, cut to `FILE_NAME_MAX` characters. */
  fileName: string;
}

/**
 * Opens the one file part named `field` of a multipart request as a stream, for files too large to hold in
 * memory (videos): not multipart 415, no such part 422. Going over `maxBytes` sets `file.truncated` and emits
 * `limit`; the reader refuses it (413) and keeps nothing.
 */
export async function openUploadedStream(
  request: FastifyRequest,
  field: string,
  what: string,
  maxBytes: number,
): Promise<UploadStream> {
  if (!request.isMultipart()) {
    throw new AppError(
      'unsupported_media_type',
      `Send ${what.toLowerCase()} as multipart/form-data in the field "${field}"`,
    );
  }
  try {
    const part = await request.file({ limits: { fileSize: maxBytes } });
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw invalidInput(
        [fieldIssue(field, 'file_missing', `Attach the file in the field "${field}"`)],
        `No file in "${field}"`,
      );
    }
    return { file: part.file, fileName: cutFileName(part.filename) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('bad_request', 'The upload could not be read; try again');
  }
}

/**
 * Route `config.swaggerTransform` documenting a multipart body of one file in `field` in the OpenAPI
 * reference. The body cannot be a zod schema (the type provider does not parse multipart), so the
 * route checks it itself with `readUploadedFile`.
 */
export function multipartFileDoc(field: string, description: string) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const transformed = jsonSchemaTransform(input);
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        consumes: ['multipart/form-data'],
        body: {
          type: 'object',
          required: [field],
          properties: { [field]: { type: 'string', format: 'binary', description } },
        },
      },
    };
  };
}

/** Route `config.swaggerTransform` documenting a 200 answer of raw file bytes in the given types (errors stay JSON). */
export function fileResponseDoc(description: string, contentTypes: readonly string[]) {
  return (input: Parameters<typeof jsonSchemaTransform>[0]) => {
    const transformed = jsonSchemaTransform(input);
    const response = (transformed.schema.response ?? {}) as Record<string, unknown>;
    const file = { type: 'string', format: 'binary' };
    return {
      ...transformed,
      schema: {
        ...transformed.schema,
        response: {
          ...response,
          200: {
            description,
            content: Object.fromEntries(contentTypes.map((type) => [type, { schema: file }])),
          },
        },
      },
    };
  };
}
