import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { S3Settings } from '../src/integrations/storage/s3-file-storage.ts';

/** A local S3-compatible server (s3rver) with one bucket, for tests: real HTTP, real S3 API, a temp folder. */
export interface ObjectStore {
  /** Settings naming the bucket, as `config.s3` (S3_PREFIX as given). */
  settings(prefix?: string): S3Settings;
  /** The same settings as S3_* environment variables, for a server process. */
  env(prefix?: string): Record<string, string>;
  /** A client on the server, to look into the bucket from the test. */
  client: S3Client;
  bucket: string;
  /** Every key in the bucket. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export async function startObjectStore(bucket = 'congregate-test'): Promise<ObjectStore> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'congregate-s3-'));
  const server = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      path.join(import.meta.dirname, 'object-store-server.mjs'),
      directory,
      bucket,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(Number(out.trim()));
    });
    server.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (prefix = ''): S3Settings => ({
    bucket,
    endpoint,
    region: 'us-east-1',
    credentials: CREDENTIALS,
    forcePathStyle: true,
    prefix,
  });
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    settings,
    env: (prefix = '') => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PREFIX: prefix,
    }),
    client,
    bucket,
    async keys() {
      const keys: string[] = [];
      let StartAfter: string | undefined;
      let more = true;
      while (more) {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, StartAfter }));
        keys.push(...(page.Contents ?? []).map((object) => object.Key!));
        StartAfter = keys.at(-1);
        more = Boolean(page.IsTruncated && StartAfter);
      }
      return keys;
    },
    async close() {
      client.destroy();
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await once(server, 'exit');
      }
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
