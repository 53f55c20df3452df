import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { AppConfig } from '../../config.ts';
import { assertStorageKey, isStorageKey, type FileStorage } from './file-storage.ts';

export type S3Settings = NonNullable<AppConfig['s3']>;

/** Bytes of each part of a streamed upload, and how many parts may be in flight: at most 10 MB held per upload. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** Whether the service answered 404 (no such key: `NoSuchKey` from GetObject, a bare `NotFound` from HeadObject). */
const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/**
 * Files in a bucket of an S3-compatible object store (AWS S3, MinIO, Cloudflare R2…), for several server
 * processes that share no disk. Every key gets `settings.prefix` in front, so one bucket can hold several
 * installations. The bucket stays private: the app reads the files and serves them to whoever may see them.
 */
export function createS3FileStorage(settings: S3Settings, client?: S3Client): FileStorage {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where the API requires them: several S3-compatible stores refuse the SDK's default
      // CRC32 trailers (aws-chunked uploads); TLS and S3's own Content-MD5-free PUT integrity suffice here.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => {
    assertStorageKey(key);
    return settings.prefix + key;
  };

  return {
    async put(key, data) {
      // One PUT: S3 shows the object only once it is whole, so no reader sees half a file.
      await s3.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: data }));
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await s3.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async putStream(key, source) {
      const Key = objectKey(key);
      let bytes = 0;
      // Counted on the way through; an error or a destroyed source ends this generator with the error.
      const counted = Readable.from(
        (async function* () {
          for await (const chunk of source) {
            bytes += (chunk as Buffer).length;
            yield chunk as Buffer;
          }
        })(),
      );
      // Parts of 5 MB, at most two in flight: never the whole file in memory. A failure aborts the multipart
      // upload (its parts are removed); under one part, nothing is sent before the source has ended well.
      const upload = new Upload({
        client: s3,
        params: { Bucket, Key, Body: counted },
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        counted.destroy();
        throw error;
      }
      return bytes;
    },
    async size(key) {
      try {
        const answer = await s3.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) }));
        return answer.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async readStream(key, range) {
      try {
        const answer = await s3.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = answer.Body;
        if (!body) return Readable.from([]);
        return body instanceof Readable ? body : Readable.fromWeb(body.transformToWebStream() as never);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async *list(prefix) {
      const folder = `${objectKey(prefix)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket, Prefix: folder, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          const key = object.Key.slice(settings.prefix.length);
          // A name no key can have (put there by another tool) is left alone: nothing here wrote it.
          if (!isStorageKey(key)) continue;
          yield { key, modifiedAt: object.LastModified ?? new Date(0) };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
