import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useParams } from 'react-router';
import { IconLogin, IconMapPin } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { hasSession } from '../../../../lib/auth/index.ts';
import { loginPathBackTo } from '../../../../lib/routing/return-to.ts';
import { useQrLocation } from '../api/get-qr-location.ts';
import { GatheringLine } from '../components/gathering-line.tsx';
import { QrLocationCheckIn } from '../components/qr-location-check-in.tsx';
import { useCheckInT } from '../i18n/index.ts';

/**
 * `qrloc/{id}`: a printed poster at a venue. Anyone sees the locale, room and gathering; a signed-in member
 * is checked in to the gathering open now and greeted; someone signed out signs in and comes back here;
 * outside a gathering it says when the next one is.
 */
export default function QrLocationPage() {
  const ct = useCheckInT();
  const { id = '' } = useParams();
  const location = useLocation();
  const poster = useQrLocation(id);

  if (poster.isPending) return <LoadingBlock />;
  if (poster.isError)
    return isApiError(poster.error) && (poster.error.status === 404 || poster.error.status === 422) ? (
      <Alert role="alert" color="orange">
        {ct('qrloc.notFound')}
      </Alert>
    ) : (
      <LoadError error={poster.error} onRetry={() => void poster.refetch()} />
    );

  const { localeName, room, timeZone, current, next } = poster.data;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={520} mx="auto">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <IconMapPin size={26} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {ct('qrloc.place', { locale: localeName, room })}
          </Title>
          <GatheringLine current={current} next={next} timeZone={timeZone} />
        </div>
        {current &&
          (hasSession() ? (
            <QrLocationCheckIn
              qrLocationId={id}
              timeZone={timeZone}
              loginPath={loginPathBackTo(location.pathname)}
            />
          ) : (
            <Stack gap="xs">
              <Text>{ct('signIn.prompt')}</Text>
              <Button
                component={Link}
                to={loginPathBackTo(location.pathname)}
                leftSection={<IconLogin size={18} aria-hidden />}
              >
                {ct('signIn.button')}
              </Button>
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
