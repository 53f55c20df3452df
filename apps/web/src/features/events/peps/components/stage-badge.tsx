import type { PepStage } from '@congregate/contracts';
import { Badge } from '@mantine/core';
import { usePepsT } from '../i18n/index.ts';

const colours: Record<PepStage, string> = {
  contacted: 'gray',
  attending: 'blue',
  studying: 'indigo',
  scheduled: 'violet',
  baptized: 'teal',
  member: 'green',
  dropped: 'red',
};

/** A PEP's stage in words (the colour only repeats it). */
export function StageBadge({ stage }: { stage: PepStage }) {
  const pt = usePepsT();
  return (
    <Badge color={colours[stage]} variant="light">
      {pt(`stage.${stage}`)}
    </Badge>
  );
}
