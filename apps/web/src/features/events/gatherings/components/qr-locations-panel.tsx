import {
  newQrLocationSchema,
  QR_LOCATION_LIMITS,
  qrLocationCalls,
  type Locale,
  type QrLocation,
} from '@congregate/contracts';
import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconPrinter, IconQrcode, IconTrash } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useContractForm } from '../../../../lib/forms/use-contract-form.ts';
import { useQrLocations } from '../api/get-qr-locations.ts';
import { useGatheringsT } from '../i18n/index.ts';
import { CheckInPointsPanel, type Outcome } from './check-in-points-panel.tsx';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { qrLocationKeys } from '../../../../lib/query-keys.ts';

/** The link that shows a poster's print view on this page. */
export const posterLink = (localeId: string, posterId: string) =>
  `?${new URLSearchParams({ locale: localeId, tab: 'posters', poster: posterId }).toString()}`;

/**
 * The locale's QR-location posters: add one for a room, print one, delete one after asking (its code stops
 * working; check-ins made through it stay).
 */
export function QrLocationsPanel({ locale }: { locale: Locale }) {
  const at = useGatheringsT();
  const loadError = useLoadErrorMessage();
  const posters = useQrLocations(locale.id);
  const create = useCallMutation(qrLocationCalls.create, {
    input: (room: string) => ({ body: { localeId: locale.id, room } }),
    invalidates: [qrLocationKeys.all],
  });
  const remove = useCallMutation(qrLocationCalls.remove, {
    input: (id: string) => ({ params: { id } }),
    invalidates: [qrLocationKeys.all],
  });
  const form = useContractForm(newQrLocationSchema, { initialValues: { localeId: locale.id, room: '' } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState<QrLocation | null>(null);

  const submit = () => {
    setOutcome(null);
    const body = form.validate();
    if (!body) return;
    create.mutate(body.room, {
      onSuccess: (poster) => {
        form.setValue('room', '');
        setOutcome({ ok: true, text: at('poster.added', { room: poster.room }) });
      },
      onError: (error) => {
        if (!form.applyProblems(error)) setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const poster = removing;
    remove.mutate(poster.id, {
      onSuccess: () => {
        setRemoving(null);
        setOutcome({ ok: true, text: at('poster.removed', { room: poster.room }) });
      },
      onError: (error) => {
        setRemoving(null);
        setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  return (
    <CheckInPointsPanel
      intro={at('poster.intro')}
      add={{
        label: at('poster.room'),
        description: at('poster.roomHint'),
        value: form.values.room,
        onChange: (value) => {
          form.setValue('room', value);
          if (form.errors.room) form.setErrors({});
        },
        error: form.errors.room,
        maxLength: QR_LOCATION_LIMITS.roomMax + 10,
        submitLabel: at('poster.add'),
        pending: create.isPending,
        onSubmit: submit,
      }}
      outcome={outcome}
      items={posters}
      none={at('poster.none')}
      renderItem={(poster) => (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <IconQrcode size={24} aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Title order={2} size="h5">
                {poster.room}
              </Title>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {poster.url}
              </Text>
            </div>
          </Group>
          <Group gap="xs">
            <Button
              component={Link}
              to={posterLink(locale.id, poster.id)}
              size="xs"
              variant="light"
              leftSection={<IconPrinter size={16} />}
              aria-label={at('poster.printOf', { room: poster.room })}
            >
              {at('poster.print')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setRemoving(poster)}
              aria-label={at('poster.deleteOf', { room: poster.room })}
            >
              {at('poster.delete')}
            </Button>
          </Group>
        </Group>
      )}
    >
      <ConfirmDialog
        opened={removing !== null}
        title={at('poster.deleteTitle')}
        confirmLabel={at('poster.delete')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
      >
        {removing && at('poster.deleteBody', { room: removing.room })}
      </ConfirmDialog>
    </CheckInPointsPanel>
  );
}
