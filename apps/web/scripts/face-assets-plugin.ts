// The face engine's files, served from our own origin (the library's defaults are CDNs): the models a check
// needs from `@vladmandic/human/models` at /face/models/, tfjs-backend-wasm's WebAssembly at /face/wasm/
// (src/lib/faces/face-config.ts lists both). In dev they are read from node_modules; a build emits exactly
// these files, about 11.7 MB that only the face screens ever fetch.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  FACE_MODEL_NAMES,
  FACE_MODELS_URL,
  FACE_WASM_FILES,
  FACE_WASM_URL,
} from '../src/lib/faces/face-config.ts';

const require = createRequire(import.meta.url);
// Both packages' main files sit in their `dist/`; `@vladmandic/human`'s `exports` lists no other entry for Node.
const modelsDir = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '../models');
const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** URL path (without the leading slash) → file on disk. */
export function faceAssetFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of FACE_MODEL_NAMES) {
    for (const ext of ['json', 'bin']) {
      files.set(`${FACE_MODELS_URL.slice(1)}${name}.${ext}`, path.join(modelsDir, `${name}.${ext}`));
    }
  }
  for (const file of FACE_WASM_FILES) files.set(`${FACE_WASM_URL.slice(1)}${file}`, path.join(wasmDir, file));
  return files;
}

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

export function faceAssetsPlugin(): Plugin {
  const files = faceAssetFiles();
  return {
    name: 'congregate-face-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = files.get((request.url ?? '').split('?')[0]!.slice(1));
        if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
        fs.readFile(file).then(
          (body) => {
            response.setHeader(
              'content-type',
              CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
            );
            response.setHeader('content-length', body.length);
            response.end(request.method === 'HEAD' ? undefined : body);
          },
          (error: unknown) => next(error),
        );
      });
    },
    async generateBundle() {
      for (const [fileName, file] of files) {
        this.emitFile({ type: 'asset', fileName, source: await fs.readFile(file) });
      }
    },
  };
}
