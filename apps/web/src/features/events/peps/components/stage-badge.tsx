import type { Pep, PepStage } from '@congregate/contracts';
import { Badge } from '@mantine/core';
import { usePepsT } from '../i18n/index.ts';
import { onlyRsvped } from '../lib/stages.ts';

const colours: Record<PepStage, string> = {
  contacted: 'gray',
  attending: 'blue',
  studying: 'indigo',
  scheduled: 'violet',
  baptized: 'teal',
  member: 'green',
  dropped: 'red',
};

/** A PEP's stage in words (the colour only repeats it); a guest nobody has contacted since their RSVP reads so. */
export function StageBadge({ pep }: { pep: Pick<Pep, 'stage' | 'source' | 'lastContactAt' | 'createdAt'> }) {
  const pt = usePepsT();
  return (
    <Badge color={colours[pep.stage]} variant="light">
      {onlyRsvped(pep) ? pt('stage.rsvped') : pt(`stage.${pep.stage}`)}
    </Badge>
  );
}
