import type * as ZxingReader from 'zxing-wasm/reader';
import type { ReadResult } from 'zxing-wasm/reader';
// The reader's WebAssembly, emitted by the build as one of our own assets: zxing-wasm would fetch it from a
// CDN by default, and nothing may come from anywhere but our own server.
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

type Reader = typeof ZxingReader;

let reader: Promise<Reader> | null = null;

/** zxing-wasm's reader build, loaded on first use with its `.wasm` from our origin. */
function loadReader(): Promise<Reader> {
  reader ??= import('zxing-wasm/reader').then(async (zxing) => {
    await zxing.prepareZXingModule({
      overrides: {
        locateFile: (file: string, prefix: string) =>
          file.endsWith('.wasm') ? readerWasmUrl : prefix + file,
      },
      fireImmediately: true,
    });
    return zxing;
  });
  reader.catch(() => {
    reader = null;
  });
  return reader;
}

/** Starts loading the decoder early (e.g. while the camera starts). */
export function preloadQrDecoder(): void {
  void loadReader().catch(() => undefined);
}

/** The text of the first QR code in an image, or null when none is readable. */
export async function decodeQr(image: ImageData): Promise<string | null> {
  const zxing = await loadReader();
  const results: ReadResult[] = await zxing.readBarcodes(image, {
    formats: ['QRCode'],
    tryHarder: true,
    maxNumberOfSymbols: 1,
  });
  const found = results.find((result) => result.isValid && result.text);
  return found ? found.text : null;
}
