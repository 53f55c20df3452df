import os from 'node:os';
import sharp from 'sharp';
import { createWorkQueue, type WorkQueue } from './work-queue.ts';

/** Image jobs that run at once: one on a machine of one or two cores, two on larger ones. */
export const IMAGE_JOBS_AT_ONCE = os.availableParallelism() > 2 ? 2 : 1;

/**
 * The queue every image decode and encode goes through (photos, document scans, signatures). Each job uses
 * one libvips thread, so a burst of uploads takes at most `IMAGE_JOBS_AT_ONCE` cores and the server keeps
 * answering everything else.
 */
export function createImageWork(): WorkQueue {
  sharp.concurrency(1);
  return createWorkQueue(IMAGE_JOBS_AT_ONCE);
}
