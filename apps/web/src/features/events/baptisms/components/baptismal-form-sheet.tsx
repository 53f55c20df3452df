import type { BaptismalForm } from '@congregate/contracts';
import { Group, Stack, Text, Title } from '@mantine/core';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import { formatDay, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useBaptismsT } from '../i18n/index.ts';
import classes from './print.module.css';

/**
 * The printable form: church and locale, the baptism and its date, the candidate's data, the signed QR the
 * baptism scanner reads, and lines for the candidate's, the minister's and a witness's signatures. Times are the
 * event's locale's (named when the printing device is elsewhere), whatever zone the device is in.
 */
export function BaptismalFormSheet({ form }: { form: BaptismalForm }) {
  const bt = useBaptismsT();
  const { language } = useI18n();
  const { pep, event } = form;
  const name = `${pep.firstName} ${pep.lastName}`.trim();
  const fields: [label: string, value: string][] = [
    [bt('form.fullName'), name],
    [bt('form.birthDate'), pep.birthDate ? formatDay(pep.birthDate, language) : ''],
    [bt('form.gender'), pep.gender ? bt(`form.gender.${pep.gender}`) : ''],
    [bt('form.mobile'), pep.mobile ?? ''],
    [bt('form.email'), pep.email ?? ''],
    [bt('form.address'), pep.address ?? ''],
    [bt('form.flock'), pep.flock?.name ?? ''],
    [bt('form.soulWinner'), pep.soulWinner?.displayName ?? ''],
  ];
  return (
    <article className={classes.sheet} data-print-only aria-labelledby="baptismal-form-heading">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="md" className={classes.head}>
          <Stack gap={4}>
            <Text fw={700} fz="lg">
              {bt('form.church')}: {event.localeName}
            </Text>
            <Title order={2} size="h3" id="baptismal-form-heading">
              {bt('form.heading')}
            </Title>
            <Text>
              <strong>{bt('form.event')}:</strong> {event.title}
            </Text>
            <Text>
              <strong>{bt('form.date')}:</strong> {formatMoment(event.startsAt, language, event.timeZone)}
            </Text>
          </Stack>
          <Stack gap={2} align="center" className={classes.qr}>
            <QrImage value={form.token} alt={bt('form.qrAlt', { name })} />
            <Text size="xs" ta="center" className={classes.muted}>
              {bt('form.qrHint')}
            </Text>
          </Stack>
        </Group>
        <Title order={3} size="h4">
          {bt('form.candidate')}
        </Title>
        <dl className={classes.fields}>
          {fields.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Text size="sm">{bt('form.statement')}</Text>
        <div className={classes.signatures}>
          {[bt('form.signCandidate'), bt('form.signMinister'), bt('form.signWitness')].map((label) => (
            <Stack key={label} gap="lg">
              <div className={classes.line}>{label}</div>
              <div className={classes.line}>{bt('form.signDate')}</div>
            </Stack>
          ))}
        </div>
        <Text size="xs" className={classes.muted}>
          {bt('form.issued', { date: formatMoment(form.issuedAt, language, event.timeZone) })}
        </Text>
      </Stack>
    </article>
  );
}
