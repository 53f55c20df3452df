/**
 * How every journey starts Chromium: the system's build (or `CHROMIUM_PATH`), in a container without a
 * sandbox or GPU, and without the background calls (updates, sync, QUIC probes) that would reach outside.
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
  ],
};

/**
 * `chromiumLaunch` with Chromium's fake camera playing `file` (a y4m the test writes; Chromium reads it each time
 * a page opens the camera) and camera prompts answered yes.
 */
export function withFakeCamera(file: string) {
  return {
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  };
}
