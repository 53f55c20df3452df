import { serviceUrl } from '../../../../lib/api/index.ts';

/** Where the browser loads a stored image (`/api/media/{hash}.webp`) from: the media service's base URL. */
export const mediaSrc = (url: string) => serviceUrl('media', url.replace(/^\/api\/media\//, ''));
