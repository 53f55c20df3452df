import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error.tsx';
import { useLocales } from '../../../../lib/config/index.ts';
import { formatClock } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useKiosks } from '../../../../lib/kiosks/api/get-kiosks.ts';
import { usePepCount } from '../../../../lib/peps/api/count-peps.ts';
import { useAdminWaiting } from '../api/get-admin-waiting.ts';
import { useTodaysGatherings } from '../api/get-todays-gatherings.ts';
import { useHomeRolesT } from '../i18n/index.ts';
import type { Place } from '../lib/home-roles.ts';
import { CountLink, countListStyle } from './count-link.tsx';
import { RoleCard } from './role-card.tsx';

/** The locale's gatherings of today (on its clock) and how many of its kiosks are paired. */
function Today({ locale, timeZone }: { locale: Place; timeZone: string }) {
  const ht = useHomeRolesT();
  const { language } = useI18n();
  const gatherings = useTodaysGatherings(locale.id, timeZone);
  const kiosks = useKiosks(locale.id);
  const paired = kiosks.data?.filter((kiosk) => kiosk.pairedAt !== null).length ?? 0;
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {ht('secretary.today', { locale: locale.name })}
      </Title>
      {gatherings.data &&
        (gatherings.data.length === 0 ? (
          <Text c="dimmed">{ht('secretary.noGatherings')}</Text>
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {gatherings.data.map((gathering) => (
              <Text component="li" key={gathering.id}>
                {ht('secretary.gathering', {
                  time: formatClock(gathering.startsAt, language, timeZone),
                  title: gathering.title,
                  count: gathering.checkIns,
                })}
              </Text>
            ))}
          </ul>
        ))}
      {/* Kiosks are listed to the locale's admins only: someone outside it sees no line rather than a refusal. */}
      {kiosks.data && (
        <Text>
          {kiosks.data.length === 0
            ? ht('secretary.noKiosks')
            : ht('secretary.kiosks', { paired, total: kiosks.data.length })}
        </Text>
      )}
      <Anchor component={Link} to="/admin-attendances" size="sm">
        {ht('secretary.attendanceLink')}
      </Anchor>
    </Stack>
  );
}

/**
 * The secretary's card on home (locale, district and super admins): what waits for them — registrations to
 * endorse, transfers in, prospects with a follow-up past due — each a count linking to its page, and their
 * locale's day: today's gatherings and its paired kiosks.
 */
export default function SecretaryCard({ locale, timeZone }: { locale: Place; timeZone: string }) {
  const ht = useHomeRolesT();
  const waiting = useAdminWaiting();
  const followUps = usePepCount({ overdue: 'true' });
  const locales = useLocales();
  const zone = locales.data?.find((l) => l.id === locale.id)?.timeZone ?? timeZone;
  return (
    <RoleCard title={ht('secretary.title')}>
      {waiting.isError && <LoadError error={waiting.error} onRetry={() => void waiting.refetch()} />}
      <ul style={countListStyle}>
        {waiting.data && (
          <>
            <CountLink
              count={waiting.data.pendingEndorsements}
              label={ht('secretary.endorsements')}
              to="/endorsement"
            />
            <CountLink
              count={waiting.data.transfersIn}
              label={ht('secretary.transfersIn')}
              to="/admin-page"
            />
          </>
        )}
        {followUps.data !== undefined && (
          <CountLink count={followUps.data} label={ht('secretary.followUps')} to="/admin-pep?overdue=1" />
        )}
      </ul>
      <Today locale={locale} timeZone={zone} />
    </RoleCard>
  );
}
