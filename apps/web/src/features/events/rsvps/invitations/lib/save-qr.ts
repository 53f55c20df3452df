import { QR_SETTINGS } from '@congregate/contracts';
import QRCode from 'qrcode';
import { saveFile } from '../../../../../lib/files/save-file.ts';

/** Pixels of the saved picture's side: sharp on any phone's screen and in its photos. */
const SAVED_SIDE_PX = 800;

/**
 * Saves the guest's QR as a picture: through the phone's share sheet when it takes files (where "Save image" puts
 * it in their photos), else as a downloaded PNG. Resolves once handed over; a share the guest dismissed is fine.
 */
export async function saveQrPicture(code: string, filename: string, title: string): Promise<void> {
  const dataUrl = await QRCode.toDataURL(code, {
    errorCorrectionLevel: QR_SETTINGS.errorCorrectionLevel,
    margin: QR_SETTINGS.margin,
    width: SAVED_SIDE_PX,
  });
  const picture = await (await fetch(dataUrl)).blob();
  const file = new File([picture], filename, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    await navigator.share({ files: [file], title }).catch(() => undefined);
    return;
  }
  saveFile(picture, filename);
}
