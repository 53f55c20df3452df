import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useAward } from '../api/get-award.ts';
import { useAwardsT } from '../i18n/index.ts';
import { awardName, recipientName, scoreText } from '../lib/award-text.ts';
import { periodLabel, periodOfAward } from '../lib/periods.ts';
import classes from './certificate.module.css';

/**
 * One award's printable certificate (`flock-awards?certificate=<id>`), laid out for a landscape A4 or Letter
 * page; printing hides the app around it.
 */
export function Certificate({ awardId, onBack }: { awardId: string; onBack: () => void }) {
  const at = useAwardsT();
  const { language } = useI18n();
  const award = useAward(awardId);
  if (award.isPending) return <LoadingBlock />;
  if (award.isError) return <LoadError error={award.error} onRetry={() => void award.refetch()} />;
  const a = award.data;
  const score = scoreText(at, a);
  return (
    <Stack gap="md" className={classes.printArea} data-print-only>
      <Group justify="space-between" className="no-print">
        <Button variant="default" leftSection={<IconArrowLeft size={18} />} onClick={onBack}>
          {at('certificate.back')}
        </Button>
        <Button leftSection={<IconPrinter size={18} />} onClick={() => window.print()}>
          {at('certificate.print')}
        </Button>
      </Group>
      <section className={classes.sheet} aria-label={at('certificate.dialog')}>
        <Text size="lg" fw={600} tt="uppercase" c="dimmed">
          {a.localeName}
        </Text>
        <Title order={2} size="h1">
          {at('certificate.heading')}
        </Title>
        <Text>{at('certificate.presented')}</Text>
        <Text className={classes.recipient}>
          {a.flock ? at('award.flockOf', { name: recipientName(a) }) : recipientName(a)}
        </Text>
        <Text>{at('certificate.for')}</Text>
        <Text className={classes.award} fw={700}>
          {awardName(at, a)}
        </Text>
        {score && <Text>{score}</Text>}
        {a.note && (
          <Text fs="italic" maw={640}>
            {a.note}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {at('certificate.period', { period: periodLabel(periodOfAward(a), language) })}
        </Text>
        {a.givenByName && (
          <Text size="sm" c="dimmed">
            {at('award.givenBy', { name: a.givenByName })}
          </Text>
        )}
      </section>
    </Stack>
  );
}
