import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { IconAlertCircle, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { useUpcomingEvents } from '../../../../lib/church-events/api/get-upcoming-events.ts';
import { useModuleConfig } from '../../../../lib/config/api/get-module-config.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { FlyerShare } from '../components/flyer-share.tsx';
import { useFlyersT } from '../i18n/index.ts';
import { homefreeLeg } from '../lib/homefree-config.ts';

/**
 * `homefree-sg/:memberId` (public): the Home Free campaign's `sg` leg (module config `homefree`): its title,
 * tagline and art, then the member's locale's copy of the leg's event series with its flyer to share.
 */
export default function CampaignLegPage() {
  const { memberId = '' } = useParams();
  const ft = useFlyersT();
  const t = useT();
  const config = useModuleConfig('homefree');
  const upcoming = useUpcomingEvents(memberId);
  if (config.isPending || upcoming.isPending) return <Loader aria-label={t('common.loading')} />;
  if (upcoming.isError)
    return (
      <Alert role="alert" color="orange" icon={<IconAlertCircle />}>
        {ft('page.notFound')}
      </Alert>
    );
  const leg = config.isError ? null : homefreeLeg(config.data, 'sg');
  const others = (
    <Anchor component={Link} to={`/flyers/${upcoming.data.member.id}`}>
      {ft('homefree.otherFlyers')}
    </Anchor>
  );
  if (!leg)
    return (
      <Stack gap="md">
        <Alert role="status" color="gray" icon={<IconInfoCircle />}>
          {ft('homefree.missing')}
        </Alert>
        {others}
      </Stack>
    );
  const event = upcoming.data.items.find((item) => item.seriesId === leg.seriesId);
  return (
    <Stack gap="md">
      {leg.artUrl && (
        <img
          src={leg.artUrl}
          alt=""
          style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 12 }}
        />
      )}
      <div>
        <Title order={1} size="h2">
          {leg.title}
        </Title>
        {leg.tagline && <Text c="dimmed">{leg.tagline}</Text>}
      </div>
      <Text size="sm">{ft('page.from', { name: upcoming.data.member.displayName })}</Text>
      {event ? (
        <>
          <FlyerShare event={event} memberId={upcoming.data.member.id} format="square" />
          <FlyerShare event={event} memberId={upcoming.data.member.id} format="story" />
        </>
      ) : (
        <Alert role="status" color="gray" icon={<IconInfoCircle />}>
          {ft('homefree.noEvent')}
        </Alert>
      )}
      {others}
    </Stack>
  );
}
