/** A square region of an image, in the image's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest photo the browser sends; the server makes its own sizes (96, 400, 800) from it. */
const MAX_SIDE = 1024;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}

/**
 * Crops `area` out of the image at `src` (the centred square when no area was chosen) and answers a
 * JPEG of at most 1024 px a side. Drawing through a canvas also leaves the camera's metadata behind.
 */
export async function cropToSquare(src: string, area: PixelArea | null): Promise<Blob> {
  const image = await loadImage(src);
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const region = area ?? {
    x: (image.naturalWidth - side) / 2,
    y: (image.naturalHeight - side) / 2,
    width: side,
    height: side,
  };
  const size = Math.max(1, Math.round(Math.min(region.width, MAX_SIDE)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be read');
  // Transparent PNGs get a white background instead of JPEG's black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, region.x, region.y, region.width, region.height, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be read'))),
      'image/jpeg',
      0.9,
    ),
  );
}
