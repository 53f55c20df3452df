import defaultThumbnail from '../../assets/default-thumbnail.svg';

/** A member photo's URL: `/profile…` paths live on the media host; no photo gives the default thumbnail. */
export function photoUrl(photo: string | null | undefined, mediaHost: string): string {
  if (!photo) return defaultThumbnail;
  if (photo.startsWith('/profile')) return mediaHost.replace(/\/+$/, '') + photo;
  return photo;
}

export { defaultThumbnail };
