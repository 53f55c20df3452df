import type { AppConfig } from '../../config.ts';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The one place that chooses where uploaded files live: the S3 bucket when `S3_BUCKET` is set, else `FILES_DIR`. */
export function createFileStorage(config: Pick<AppConfig, 's3' | 'filesDir'>): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(config.filesDir);
}
