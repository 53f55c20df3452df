import { Badge } from '@mantine/core';
import type { GiftStatus } from '@congregate/contracts';
import { useGivingT } from '../i18n/index.ts';

/** A gift's status: received, or refunded (kept with its receipt number). */
export function GiftStatusBadge({ status }: { status: GiftStatus }) {
  const gt = useGivingT();
  return (
    <Badge color={status === 'refunded' ? 'orange' : 'teal'} variant="light">
      {gt(`status.${status}`)}
    </Badge>
  );
}
