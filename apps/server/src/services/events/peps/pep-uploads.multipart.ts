import type { FastifyRequest } from 'fastify';
import { fieldIssue } from '@congregate/contracts';
import { cutFileName, tooLarge, type UploadedFile } from '../../../integrations/storage/uploads.ts';
import { AppError, invalidInput } from '../../../lib/errors.ts';

/** The spec's upload form: the file and the two text fields, in whatever order the client sent them. */
export interface PepUploadForm {
  file: UploadedFile;
  type: string;
  id: string;
}

const FIELD_MAX = 300;

/**
 * Reads `file`, `type` and `id` of a multipart request into memory (the file at most `maxBytes`): not
 * multipart 415, a field missing 422, a file too large 413, anything else in the form 400.
 */
export async function readPepUpload(request: FastifyRequest, maxBytes: number): Promise<PepUploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('unsupported_media_type', 'Send the upload as multipart/form-data: file, type and id');
  }
  const errors = request.server.multipartErrors;
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, fieldSize: FIELD_MAX } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          throw new AppError('bad_request', 'Send one file, in the field "file"');
        }
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge('The file', maxBytes);
        file = { data, fileName: cutFileName(part.filename) };
      } else if (part.fieldname === 'type' || part.fieldname === 'id') {
        fields[part.fieldname] = String(part.value).trim();
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge('The file', maxBytes);
    if (
      error instanceof errors.FilesLimitError ||
      error instanceof errors.PartsLimitError ||
      error instanceof errors.FieldsLimitError
    ) {
      throw new AppError('payload_too_large', 'Send one file and the fields "type" and "id", nothing else');
    }
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('bad_request', 'The upload could not be read; try again');
  }
  const issues = [];
  if (!file) issues.push(fieldIssue('file', 'file_missing', 'Attach the file in the field "file"'));
  else if (file.data.length === 0) issues.push(fieldIssue('file', 'file_empty'));
  if (!fields.type) issues.push({ path: 'type', message: 'Required' });
  if (!fields.id) issues.push({ path: 'id', message: 'Required' });
  if (issues.length > 0) throw invalidInput(issues);
  return { file: file!, type: fields.type!, id: fields.id! };
}
