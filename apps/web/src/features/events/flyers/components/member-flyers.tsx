import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { FlyerFormat } from '@congregate/contracts';
import { Link, useParams } from 'react-router';
import { IconAlertCircle, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { useUpcomingEvents } from '../../../../lib/church-events/api/get-upcoming-events.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useFlyersT } from '../i18n/index.ts';
import { FlyerShare } from './flyer-share.tsx';
import { FormatSwitch } from './format-switch.tsx';

/** A member's share page in one format: every upcoming event of their locale with its flyer (`flyers`, `flyers2`). */
export function MemberFlyers({ format }: { format: FlyerFormat }) {
  const { memberId = '' } = useParams();
  const ft = useFlyersT();
  const t = useT();
  const upcoming = useUpcomingEvents(memberId);
  if (upcoming.isPending) return <Loader aria-label={t('common.loading')} />;
  if (upcoming.isError)
    return (
      <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
        {ft('page.notFound')}
      </Alert>
    );
  const { member, items } = upcoming.data;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {ft('page.title')}
        </Title>
        <Text c="dimmed">{ft('page.from', { name: member.displayName })}</Text>
      </div>
      <Text size="sm">{ft('page.intro')}</Text>
      <FormatSwitch memberId={member.id} current={format} />
      <Anchor component={Link} to="/flyer-modal" size="sm">
        {ft('page.maker')}
      </Anchor>
      {items.length === 0 ? (
        <Alert role="status" color="gray" icon={<IconInfoCircle />}>
          {ft('page.empty')}
        </Alert>
      ) : (
        items.map((event) => <FlyerShare key={event.id} event={event} memberId={member.id} format={format} />)
      )}
    </Stack>
  );
}
