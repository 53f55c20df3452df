/**
 * A path inside the app to go on to: starts with one `/` (not `//` or `/\`, which browsers read as another
 * site), no control characters. Anything else is refused (null).
 */
export function sameOriginPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/**
 * A picture the image viewer may show: only Congregate's own stored images, `/api/media/…` (same origin) and
 * `/profile/…` (member photos, on the media host). No other site, no `..`, no scheme.
 */
export function viewableImagePath(value: string | null): string | null {
  const path = sameOriginPath(value);
  if (!path || path.includes('..') || path.includes('\\')) return null;
  return /^\/(api\/media|profile)\/[\w\-./%]+$/.test(path) ? path : null;
}
