const ID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const QRLOC_PATH = new RegExp(`/qrloc/(${ID})/?$`, 'i');

/**
 * The QR-location id a poster's code carries (`https://…/qrloc/{id}`, whatever the host: the poster base is
 * configurable), or null for any other code.
 */
export function qrLocationIdFrom(text: string): string | null {
  let path: string;
  try {
    path = new URL(text.trim(), 'http://poster.invalid').pathname;
  } catch {
    return null;
  }
  return QRLOC_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
}
