// What the face engine loads and how it runs: shared by the web app (face-engine.ts), the build's asset
// plugin (scripts/face-assets-plugin.ts, which serves exactly these files) and bench/face-accuracy.mjs (which
// measures this same configuration in Node).
import type { Config } from '@vladmandic/human';

/** Where the app serves the engine's files (our own origin: the library's defaults are CDNs). */
export const FACE_MODELS_URL = '/face/models/';
export const FACE_WASM_URL = '/face/wasm/';

/**
 * The models a check needs, each a `<name>.json` graph and its `<name>.bin` weights (10.5 MB together):
 * the detector, the mesh (it aligns the face before the other three), the descriptor, anti-spoofing, liveness.
 */
export const FACE_MODEL_NAMES = ['blazeface', 'facemesh', 'faceres', 'antispoof', 'liveness'] as const;

/** tfjs-backend-wasm's builds: plain, SIMD, and SIMD with threads (used only on a cross-origin-isolated page). */
export const FACE_WASM_FILES = [
  'tfjs-backend-wasm.wasm',
  'tfjs-backend-wasm-simd.wasm',
  'tfjs-backend-wasm-threaded-simd.wasm',
] as const;

/** Faces found in one image at most: enough to tell "one face" from "several". */
const MAX_FACES = 3;

export function faceEngineConfig({
  modelBasePath,
  wasmPath,
}: {
  modelBasePath: string;
  wasmPath: string;
}): Partial<Config> {
  // Every result is computed from the image given: no frame skipping, no results reused from an earlier image.
  const everyFrame = { skipFrames: 0, skipTime: 0 };
  return {
    // WebAssembly runs everywhere, headless Chromium without a GPU included; WebGL would be faster on some
    // tablets but compiles its shaders for seconds and fails on others.
    backend: 'wasm',
    modelBasePath,
    wasmPath,
    wasmPlatformFetch: false,
    // The models come from our server (and the service worker's copy offline), not from IndexedDB.
    cacheModels: false,
    cacheSensitivity: 0,
    skipAllowed: false,
    warmup: 'none',
    debug: false,
    filter: { enabled: false },
    gesture: { enabled: false },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    segmentation: { enabled: false },
    face: {
      enabled: true,
      detector: {
        modelPath: 'blazeface.json',
        rotation: false,
        maxDetected: MAX_FACES,
        minConfidence: 0.2,
        ...everyFrame,
      },
      mesh: { enabled: true, modelPath: 'facemesh.json' },
      attention: { enabled: false },
      iris: { enabled: false },
      emotion: { enabled: false },
      gear: { enabled: false },
      description: { enabled: true, modelPath: 'faceres.json', ...everyFrame },
      antispoof: { enabled: true, modelPath: 'antispoof.json', ...everyFrame },
      liveness: { enabled: true, modelPath: 'liveness.json', ...everyFrame },
    },
  };
}
