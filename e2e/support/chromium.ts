import os from 'node:os';
import path from 'node:path';

const appPort = Number(process.env.E2E_PORT ?? 8181);

/**
 * The file Chromium's fake camera plays (a y4m): a journey that shows the camera something writes it before its
 * page opens the camera, which is when Chromium reads it (again at each opening). One file for every journey,
 * named by the run's port, so that every journey runs in the same browser and worker: a journey with launch
 * options of its own would get a worker, a browser and a round of accessibility scans of its own.
 */
export const cameraFile = path.join(os.tmpdir(), `congregate-e2e-camera-${appPort}.y4m`);

/**
 * How every journey starts Chromium: the system's headless build (`CHROMIUM_PATH`, which scripts/e2e.mjs sets to
 * Debian's `chromium-headless-shell` when it is installed, else the full browser), in a container without a
 * sandbox or GPU, and without the background calls (updates, sync, QUIC probes) that would reach outside; with
 * the fake camera playing `cameraFile`, camera prompts answered yes (journeys that use the camera also grant the
 * `camera` permission).
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${cameraFile}`,
  ],
};
