import {
  notificationChannels,
  preferencesUpdateSchema,
  type NotificationChannel,
  type TopicPreference,
} from '@congregate/contracts';
import { Alert, Anchor, Button, Group, Switch, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { useNotificationPreferences } from '../api/get-preferences.ts';
import { useSaveNotificationPreferences } from '../api/save-preferences.ts';
import { useNotificationsT, type NotificationsKey } from '../i18n/index.ts';
import { PushSetting } from '../push/push-setting.tsx';

const columnKey: Record<NotificationChannel, NotificationsKey> = {
  inApp: 'settings.inApp',
  email: 'settings.email',
  push: 'settings.push',
};
const switchKey: Record<NotificationChannel, NotificationsKey> = {
  inApp: 'settings.switch.inApp',
  email: 'settings.switch.email',
  push: 'settings.switch.push',
};

function PreferencesForm({ initial }: { initial: TopicPreference[] }) {
  const nt = useNotificationsT();
  const save = useSaveNotificationPreferences();
  const [rows, setRows] = useState(initial);
  const [saved, setSaved] = useState(false);
  const [invalid, setInvalid] = useState(false);

  const toggle = (topic: string, channel: NotificationChannel, on: boolean) => {
    setSaved(false);
    setRows((current) => current.map((row) => (row.topic === topic ? { ...row, [channel]: on } : row)));
  };

  const submit = () => {
    const parsed = preferencesUpdateSchema.safeParse({
      topics: rows
        .filter((row) => !row.locked)
        .map(({ topic, inApp, email, push }) => ({ topic, inApp, email, push })),
    });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    save.mutate(parsed.data, {
      onSuccess: (answer) => {
        setRows(answer.topics);
        setSaved(true);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PushSetting />
      {/* Three narrow switch columns, so a phone shows every channel without scrolling sideways. */}
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing="sm" horizontalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nt('settings.topic')}</Table.Th>
              {notificationChannels.map((channel) => (
                <Table.Th key={channel} scope="col" ta="center" w={64} fz="sm">
                  {nt(columnKey[channel])}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const topic = nt(`topic.${row.topic}` as NotificationsKey);
              return (
                <Table.Tr key={row.topic}>
                  <Table.Th scope="row" fw={500}>
                    {topic}
                    {row.locked && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {nt('settings.locked')}
                      </Text>
                    )}
                  </Table.Th>
                  {notificationChannels.map((channel) => (
                    <Table.Td key={channel}>
                      <Group justify="center">
                        <Switch
                          size="sm"
                          checked={row[channel]}
                          disabled={row.locked}
                          onChange={(event) => toggle(row.topic, channel, event.currentTarget.checked)}
                          aria-label={nt(switchKey[channel], { topic })}
                        />
                      </Group>
                    </Table.Td>
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {(save.isError || invalid) && (
        <Alert color="red" role="alert" mt="md">
          {nt('settings.saveFailed')}
        </Alert>
      )}
      <Group mt="md" gap="md">
        <Button type="submit" loading={save.isPending}>
          {nt('settings.save')}
        </Button>
        <Text role="status" size="sm" c="teal">
          {saved ? nt('settings.saved') : ''}
        </Text>
      </Group>
    </form>
  );
}

/** `notification-settings`: how the caller hears about each kind of news, in the app, by e-mail and by push. */
export default function NotificationSettingsPage() {
  const nt = useNotificationsT();
  const preferences = useNotificationPreferences();
  return (
    <PageCard title={nt('list.settings')} intro={nt('settings.intro')}>
      <Anchor component={Link} to="/notification-modal" size="sm">
        {nt('settings.back')}
      </Anchor>
      {preferences.isPending ? (
        <LoadingBlock />
      ) : preferences.isError ? (
        <LoadError error={preferences.error} onRetry={() => void preferences.refetch()} />
      ) : (
        <PreferencesForm initial={preferences.data.topics} />
      )}
    </PageCard>
  );
}
