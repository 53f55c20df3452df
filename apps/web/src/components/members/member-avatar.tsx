import { Avatar } from '@mantine/core';
import { getWebConfig } from '../../lib/api/index.ts';
import { photoUrl } from '../../lib/media/photo-url.ts';
import { useMembersT } from './i18n/index.ts';

/** A member's photo (the default thumbnail when there is none), named for screen readers. */
export function MemberAvatar({
  photo,
  name,
  size = 40,
}: {
  photo: string | null;
  name: string;
  size?: number;
}) {
  const mt = useMembersT();
  return (
    <Avatar
      src={photoUrl(photo, getWebConfig().mediaHost)}
      alt={mt('photo.alt', { name })}
      size={size}
      radius="xl"
    />
  );
}
