import { QR_SETTINGS } from '@congregate/contracts';
import { Skeleton } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/**
 * The QR code of `value` as spec section 9 draws it: error correction M, a quiet zone of 4 modules and
 * 4 pixels per module (an SVG, so that it also prints sharply).
 */
export async function qrSvg(value: string): Promise<{ svg: string; width: number }> {
  const { errorCorrectionLevel, margin, scale } = QR_SETTINGS;
  const modules = QRCode.create(value, { errorCorrectionLevel }).modules.size;
  const width = (modules + margin * 2) * scale;
  const svg = await QRCode.toString(value, { type: 'svg', errorCorrectionLevel, margin, width });
  return { svg, width };
}

export function QrImage({ value, alt }: { value: string; alt: string }) {
  const [image, setImage] = useState<{ src: string; width: number; value: string } | null>(null);
  useEffect(() => {
    let live = true;
    void qrSvg(value).then(({ svg, width }) => {
      if (live)
        setImage({ src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, width, value });
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!image || image.value !== value) return <Skeleton w={260} h={260} aria-hidden />;
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.width}
      data-testid="member-qr"
      style={{ maxWidth: '100%', height: 'auto', imageRendering: 'pixelated', background: '#fff' }}
    />
  );
}
