import fs from 'node:fs';
import QRCode from 'qrcode';

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`): a member card's QR code,
 * black on white, as raw YUV 4:2:0 frames in the y4m container — made here, without ffmpeg. Chromium plays
 * the file in a loop, so the camera keeps showing the card.
 */
export function writeCardVideo(
  file: string,
  token: string,
  { width = 640, height = 480, frames = 2 } = {},
): void {
  const qr = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const quiet = 4;
  const modulePx = Math.floor((Math.min(width, height) * 0.9) / (size + quiet * 2));
  const side = modulePx * (size + quiet * 2);
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);

  // Luma: mid-grey background, the white card with its black modules in the middle.
  const luma = Buffer.alloc(width * height, 128);
  for (let y = 0; y < side; y++) {
    const row = Math.floor(y / modulePx) - quiet;
    for (let x = 0; x < side; x++) {
      const column = Math.floor(x / modulePx) - quiet;
      const dark =
        row >= 0 && row < size && column >= 0 && column < size && qr.modules.get(row, column) === 1;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  // Chroma: neutral (no colour).
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
