// The face engine (`@vladmandic/human`, WebAssembly backend): loaded on first use only, with its models and
// WebAssembly from our own server (scripts/face-assets-plugin.ts), never a CDN. Descriptors are computed here,
// on the device; no image leaves it. See docs/faces.md.
import type { Human } from '@vladmandic/human';
import { FACE_MODEL } from '@congregate/contracts/face-match';
import type { DescribedFace } from './face-capture.ts';
import { FACE_MODELS_URL, FACE_WASM_URL, faceEngineConfig } from './face-config.ts';

export { CAPTURE_RULES, checkCapture } from './face-capture.ts';
export type { CaptureCheck, DescribedFace } from './face-capture.ts';

export type FaceSource = HTMLVideoElement | HTMLImageElement | HTMLCanvasElement | ImageBitmap;

export interface FaceEngine {
  /** Every face in the image (up to 3), each with its descriptor; none when there is no face. */
  describe(source: FaceSource): Promise<DescribedFace[]>;
  /** The descriptor model, sent with every enrolment (descriptors of different models do not compare). */
  readonly model: { name: string; version: string };
}

let engine: Promise<FaceEngine> | null = null;

/** The engine, loaded once (about 10 MB of models the first time, from the cache after). */
export function loadFaceEngine(): Promise<FaceEngine> {
  engine ??= createEngine();
  // A failed load (offline before the first download) is tried again on the next call.
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

/** Starts loading the engine early (e.g. while the camera starts). */
export function preloadFaceEngine(): void {
  void loadFaceEngine().catch(() => undefined);
}

async function createEngine(): Promise<FaceEngine> {
  const { Human: HumanClass } = await import('@vladmandic/human');
  const origin = window.location.origin;
  const human: Human = new HumanClass(
    faceEngineConfig({ modelBasePath: origin + FACE_MODELS_URL, wasmPath: origin + FACE_WASM_URL }),
  );
  await human.load();
  await human.tf.ready();
  if (human.version !== FACE_MODEL.version) {
    // The contracts name the model version enrolments record: both must move together.
    throw new Error(`Face engine ${human.version}, but descriptors are recorded as ${FACE_MODEL.version}`);
  }
  // One run on a blank image: the backend compiles its kernels now rather than on the first face.
  const blank = human.tf.zeros([64, 64, 3], 'int32');
  await human.detect(blank as Parameters<Human['detect']>[0]);
  blank.dispose();

  // One image at a time: the engine keeps per-run state, and a kiosk frame loop may ask again before it answers.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    model: { name: FACE_MODEL.name, version: FACE_MODEL.version },
    async describe(source) {
      const run = queue.then(() => human.detect(source));
      queue = run.catch(() => undefined);
      const result = await run;
      return result.face
        .filter((face) => face.embedding && face.embedding.length > 0)
        .map((face) => ({
          descriptor: Float32Array.from(face.embedding!),
          score: face.score,
          box: [face.box[0], face.box[1], face.box[2], face.box[3]],
          real: face.real ?? null,
          live: face.live ?? null,
        }));
    },
  };
}
