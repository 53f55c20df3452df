import { LIMITS, type Transfer } from '@congregate/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconCircleCheck } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { useLocaleFlocks } from '../../../../lib/config/api/get-locale-flocks.ts';
import { useTimeZones } from '../../../../lib/config/index.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useDecideTransfer, type TransferDecision } from '../api/decide-transfer.ts';
import { useTransfers, type TransferDirection } from '../api/get-transfers.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { useDashboardT } from '../i18n/index.ts';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';

const statusColor: Record<Transfer['status'], string> = {
  pending: 'yellow',
  accepted: 'teal',
  confirmed: 'teal',
  declined: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

/** The receiving locale's flocks by cluster, after "no flock yet": where an accepted member is put. */
function AcceptFlockChoice({
  localeId,
  localeName,
  value,
  onChange,
}: {
  localeId: string;
  localeName: string;
  value: string;
  onChange: (flockId: string) => void;
}) {
  const at = useDashboardT();
  const flocks = useLocaleFlocks(localeId);
  const clusters = new Map<string, { value: string; label: string }[]>();
  for (const flock of flocks.data?.flocks ?? []) {
    clusters.set(flock.cluster, [
      ...(clusters.get(flock.cluster) ?? []),
      { value: flock.id, label: flock.name },
    ]);
  }
  return (
    <NativeSelect
      label={at('transfers.acceptFlock', { locale: localeName })}
      description={flocks.isError ? at('transfers.flocksFailed') : at('transfers.acceptFlockHint')}
      disabled={flocks.isPending}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: at('transfers.acceptNoFlock') },
        ...[...clusters]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([group, items]) => ({ group, items: items.sort((a, b) => a.label.localeCompare(b.label)) })),
      ]}
    />
  );
}

/**
 * Transfers into and out of the admin's locales, newest first. Incoming pending transfers can be
 * accepted (the member moves, into a flock of the receiving locale the admin chooses) or declined with a reason, each after a confirmation.
 */
export function TransfersPanel() {
  const t = useT();
  const at = useDashboardT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const [direction, setDirection] = useState<TransferDirection>('in');
  const transfers = useTransfers(direction);
  const decide = useDecideTransfer();
  const [deciding, setDeciding] = useState<{ transfer: Transfer; decision: TransferDecision } | null>(null);
  const [reason, setReason] = useState('');
  const [flockId, setFlockId] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const items = transfers.data?.pages.flatMap((page) => page.items) ?? [];
  // A transfer's times are those of the admin's side of it: the receiving locale's, or the sending one's.
  const sideOf = (transfer: Transfer) => (direction === 'in' ? transfer.toLocaleId : transfer.fromLocaleId);
  const zoneOf = useTimeZones(items.map(sideOf));
  // The same query as the flock choice's (shared by key): names the chosen flock in the outcome.
  const flocksCache = useLocaleFlocks(deciding?.decision === 'accept' ? deciding.transfer.toLocaleId : null);

  const ask = (transfer: Transfer, decision: TransferDecision) => {
    setMessage(null);
    setReason('');
    setFlockId('');
    setReasonError(null);
    setDeciding({ transfer, decision });
  };

  const confirm = () => {
    if (!deciding) return;
    const { transfer, decision } = deciding;
    // The member is told why, so a decline needs a reason.
    if (decision === 'decline' && !reason.trim()) return setReasonError(t('validation.required'));
    const name = fullName(transfer.member);
    const chosen = decision === 'accept' && flockId ? flockId : undefined;
    const flockName = chosen
      ? flocksCache.data?.flocks.find((flock) => flock.id === chosen)?.name
      : undefined;
    decide.mutate(
      { transferId: transfer.id, decision, reason: reason.trim() || undefined, flockId: chosen },
      {
        onSuccess: () => {
          const locale = transfer.toLocaleName;
          setMessage({
            ok: true,
            text:
              decision === 'decline'
                ? at('transfers.declined', { name })
                : flockName
                  ? at('transfers.acceptedInFlock', { name, locale, flock: flockName })
                  : at('transfers.accepted', { name, locale }),
          });
          setDeciding(null);
        },
        onError: (error) => {
          setMessage({
            ok: false,
            text: loadError(error),
          });
          setDeciding(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="transfers-heading">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id="transfers-heading">
          {at('transfers.title')}
        </Title>
        <SegmentedControl
          value={direction}
          onChange={(value) => {
            setMessage(null);
            setDirection(value as TransferDirection);
          }}
          data={[
            { value: 'in', label: at('transfers.in') },
            { value: 'out', label: at('transfers.out') },
          ]}
          aria-label={at('transfers.direction')}
        />
      </Group>
      {message && (
        <Alert
          role={message.ok ? 'status' : 'alert'}
          color={message.ok ? 'teal' : 'red'}
          icon={message.ok ? <IconCircleCheck /> : undefined}
        >
          {message.text}
        </Alert>
      )}
      {transfers.isPending ? (
        <LoadingBlock />
      ) : transfers.isError ? (
        <LoadError error={transfers.error} onRetry={() => void transfers.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{direction === 'in' ? at('transfers.noneIn') : at('transfers.noneOut')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((transfer) => (
            <Paper key={transfer.id} component="li" withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Anchor
                      component={Link}
                      to={`/admin-members?member=${encodeURIComponent(transfer.member.id)}`}
                      fw={600}
                    >
                      {fullName(transfer.member)}
                    </Anchor>
                    <Text size="sm">
                      {at('transfers.route', { from: transfer.fromLocaleName, to: transfer.toLocaleName })}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {at('transfers.requestedAt', {
                        date: formatMoment(transfer.requestedAt, language, zoneOf(sideOf(transfer))),
                      })}
                    </Text>
                    {transfer.reason && (
                      <Text size="sm">{at('transfers.reason', { reason: transfer.reason })}</Text>
                    )}
                    {transfer.decisionReason && (
                      <Text size="sm" c="dimmed">
                        {at('transfers.decisionReason', { reason: transfer.decisionReason })}
                      </Text>
                    )}
                  </div>
                  <Badge color={statusColor[transfer.status]} variant="light" style={{ flexShrink: 0 }}>
                    {at(`transferStatus.${transfer.status}`)}
                  </Badge>
                </Group>
                {direction === 'in' && transfer.status === 'pending' && (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      onClick={() => ask(transfer, 'accept')}
                      aria-label={at('transfers.acceptNamed', { name: fullName(transfer.member) })}
                    >
                      {at('transfers.accept')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      onClick={() => ask(transfer, 'decline')}
                      aria-label={at('transfers.declineNamed', { name: fullName(transfer.member) })}
                    >
                      {at('transfers.decline')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMoreButton query={transfers} />
      <ConfirmDialog
        opened={deciding !== null}
        title={deciding?.decision === 'accept' ? at('transfers.acceptTitle') : at('transfers.declineTitle')}
        confirmLabel={deciding?.decision === 'accept' ? at('transfers.accept') : at('transfers.decline')}
        danger={deciding?.decision === 'decline'}
        onConfirm={confirm}
        onCancel={() => setDeciding(null)}
        loading={decide.isPending}
      >
        {deciding && (
          <Stack gap="sm">
            <Text>
              {deciding.decision === 'accept'
                ? at('transfers.acceptBody', {
                    name: fullName(deciding.transfer.member),
                    from: deciding.transfer.fromLocaleName,
                    to: deciding.transfer.toLocaleName,
                  })
                : at('transfers.declineBody', {
                    name: fullName(deciding.transfer.member),
                    to: deciding.transfer.toLocaleName,
                  })}
            </Text>
            {deciding.decision === 'accept' && (
              <AcceptFlockChoice
                localeId={deciding.transfer.toLocaleId}
                localeName={deciding.transfer.toLocaleName}
                value={flockId}
                onChange={setFlockId}
              />
            )}
            {deciding.decision === 'decline' && (
              <Textarea
                label={at('transfers.declineReason')}
                description={at('transfers.declineReasonHint')}
                withAsterisk
                error={reasonError}
                autosize
                minRows={2}
                maxLength={LIMITS.reasonMax}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
              />
            )}
          </Stack>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
