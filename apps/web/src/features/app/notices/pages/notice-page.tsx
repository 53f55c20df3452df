import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { IconCircleCheck, IconInfoCircle } from '../../../../components/ui/icons.ts';
import { sameOriginPath } from '../../../../lib/routing/safe-paths.ts';
import { useNoticesT, type NoticesKey } from '../i18n/index.ts';

/** Home, the signed-in landing (`app/routes.ts` HOME_PATH; a feature does not import the route table). */
const HOME_PATH = '/tabs/tab7';

/** The notices other pages lead to after an action, by their key in `?notice=`. */
export const noticeKeys = ['rsvp-cancelled', 'event-cancelled', 'event-deleted', 'saved'] as const;
export type NoticeKey = (typeof noticeKeys)[number];

const isNotice = (value: string | null): value is NoticeKey => noticeKeys.includes(value as NoticeKey);

/**
 * `generic-modal?notice=<key>&next=<path>` (a member): the app's notice page — a known message, then Continue
 * to `next` (a path inside the app only; anything else goes home). An unknown key gets a neutral message and a
 * way home, never text from the address.
 */
export default function NoticePage() {
  const dt = useNoticesT();
  const [params] = useSearchParams();
  const notice = params.get('notice');
  const known = isNotice(notice);
  const next = (known && sameOriginPath(params.get('next'))) || HOME_PATH;
  const key = (part: 'title' | 'body'): NoticesKey => `notice.${known ? notice : 'unknown'}.${part}`;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={56} radius="xl" variant="light" color={known ? 'teal' : 'gray'} aria-hidden>
          {known ? <IconCircleCheck size={32} /> : <IconInfoCircle size={32} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {dt(key('title'))}
        </Title>
        <Text>{dt(key('body'))}</Text>
        <Group justify="center">
          <Button component={Link} to={known ? next : HOME_PATH}>
            {known ? dt('notice.continue') : dt('notice.home')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
