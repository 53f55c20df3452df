import { videoCalls, type VideoUpload } from '@congregate/contracts';
import { uploadCall } from '../../../../../lib/api/call-api.ts';

/**
 * `POST videos/upload`: sends one MP4 with XMLHttpRequest (through the app's upload call: credentials and the
 * XSRF header as every unsafe request), reporting 0–100 while it goes; `signal` cancels it.
 */
export function uploadVideo(
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
): Promise<VideoUpload> {
  return uploadCall(videoCalls.upload, {
    file,
    fileName: file.name,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}
