import type { CheckInRow, GatheringSummary, Locale } from '@congregate/contracts';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../../components/members/member-avatar.tsx';
import { MemberSearchDialog } from '../../../../components/members/member-search-dialog.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconArrowLeft, IconDownload, IconTrash, IconUserPlus } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { formatClock, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { fullName } from '../../../../lib/members/full-name.ts';
import { fetchAllCheckIns, useCheckIns } from '../api/get-check-ins.ts';
import { useRecordCheckIn, wasAlreadyIn } from '../api/record-check-in.ts';
import { useRemoveCheckIn } from '../api/remove-check-in.ts';
import { useGatheringsT, useMethodLabel } from '../i18n/index.ts';
import { checkInsCsv, checkInsFileName } from '../lib/check-ins-csv.ts';
import { DOUBTFUL_FACE_SCORE, formatFaceScore, isDoubtfulFaceScore } from '../lib/face-score.ts';
import { IconAlertTriangle } from './icons.ts';

const SEARCH_DEBOUNCE_MS = 300;

type Outcome = { ok: boolean; text: string };

/**
 * One gathering's check-ins, in the order people came: how and when, who recorded it, first-timers; search
 * by name, add a member of the locale by hand, remove one after asking, export the list as CSV. Face check-ins
 * show their score, can be listed alone, and a low score is marked "Doubtful — check" (in words, not colour).
 */
export function GatheringCheckIns({
  gatheringId,
  gathering,
  locale,
}: {
  gatheringId: string;
  /** The gathering as the list showed it; null when it is not among the loaded ones (a shared link). */
  gathering: GatheringSummary | null;
  locale: Locale;
}) {
  const at = useGatheringsT();
  const methodLabel = useMethodLabel();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const timeZone = locale.timeZone;
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [faceOnly, setFaceOnly] = useState(false);
  const checkIns = useCheckIns(gatheringId, q, faceOnly ? 'face' : null);
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<CheckInRow | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [exporting, setExporting] = useState(false);
  // The moment the list opened: whether check-in has opened is judged against it.
  const [now] = useState(() => Date.now());
  const record = useRecordCheckIn(gatheringId);
  const remove = useRemoveCheckIn();
  const rows = checkIns.data?.pages.flatMap((page) => page.items) ?? [];
  const total = checkIns.data?.pages[0]?.total ?? 0;
  const title = gathering?.title ?? at('checkIns.thisGathering');
  // Admins record anyone once check-in has opened; a cancelled gathering takes no more.
  const closed = gathering
    ? gathering.cancelledAt
      ? at('checkIns.cancelledNote')
      : Date.parse(gathering.checkInOpensAt) > now
        ? at('checkIns.notOpenNote', { when: formatWhen(gathering.checkInOpensAt, language, timeZone) })
        : null
    : null;

  const add = (memberId: string, name: string) => {
    setPicking(false);
    setOutcome(null);
    record.mutate(memberId, {
      onSuccess: (answer) =>
        setOutcome({
          ok: true,
          text: wasAlreadyIn(answer)
            ? at('checkIns.alreadyIn', {
                name,
                time: formatClock(answer.alreadyCheckedInAt, language, timeZone),
              })
            : at('checkIns.added', { name }),
        }),
      onError: (error) => setOutcome({ ok: false, text: loadError(error) }),
    });
  };

  const confirmRemove = () => {
    if (!removing) return;
    const row = removing;
    remove.mutate(row.id, {
      onSuccess: () => {
        setRemoving(null);
        setOutcome({ ok: true, text: at('checkIns.removed', { name: row.member.displayName }) });
      },
      onError: (error) => {
        setRemoving(null);
        setOutcome({ ok: false, text: loadError(error) });
      },
    });
  };

  const exportCsv = async () => {
    setExporting(true);
    setOutcome(null);
    try {
      const all = await fetchAllCheckIns(gatheringId);
      const csv = checkInsCsv(all, {
        header: [
          at('csv.memberId'),
          at('csv.name'),
          at('csv.method'),
          at('csv.checkedInAt'),
          at('csv.recordedBy'),
          at('csv.firstTime'),
          at('csv.faceScore'),
        ],
        method: methodLabel,
        yes: at('csv.yes'),
        no: at('csv.no'),
      });
      saveFile(
        new Blob([csv], { type: 'text/csv;charset=utf-8' }),
        checkInsFileName(title, gathering?.startsAt ?? new Date().toISOString()),
      );
      setOutcome({ ok: true, text: at('csv.done', { count: all.length }) });
    } catch (error) {
      setOutcome({ ok: false, text: loadError(error) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Button
          component={Link}
          to={`?${new URLSearchParams({ locale: locale.id }).toString()}`}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} />}
        >
          {at('checkIns.back')}
        </Button>
      </div>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {gathering && (
            <Text size="sm" c="dimmed">
              {at('gathering.when', {
                start: formatWhen(gathering.startsAt, language, timeZone, { zoneName: false }),
                end: formatClock(gathering.endsAt, language, timeZone),
              })}
            </Text>
          )}
          {checkIns.data && (
            <Text size="sm" aria-live="polite">
              {faceOnly ? at('checkIns.faceTotal', { count: total }) : at('checkIns.total', { count: total })}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="wrap">
          <Button
            leftSection={<IconUserPlus size={18} />}
            onClick={() => setPicking(true)}
            disabled={closed !== null}
            loading={record.isPending}
          >
            {at('checkIns.add')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={total === 0 && !faceOnly && !q}
          >
            {at('csv.button')}
          </Button>
        </Group>
      </Group>
      {closed && (
        <Text size="sm" c="dimmed">
          {closed}
        </Text>
      )}
      {outcome && (
        <Alert role={outcome.ok ? 'status' : 'alert'} color={outcome.ok ? 'teal' : 'red'}>
          {outcome.text}
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={at('checkIns.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w="100%"
          maw={360}
        />
        <Checkbox
          label={at('checkIns.faceOnly')}
          checked={faceOnly}
          onChange={(event) => setFaceOnly(event.currentTarget.checked)}
          mb={8}
        />
      </Group>
      {checkIns.isPending ? (
        <LoadingBlock />
      ) : checkIns.isError ? (
        <LoadError error={checkIns.error} onRetry={() => void checkIns.refetch()} />
      ) : rows.length === 0 ? (
        <Text c="dimmed">
          {q ? at('checkIns.noMatch', { q }) : faceOnly ? at('checkIns.noFace') : at('checkIns.none')}
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label={at('checkIns.listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {rows.map((row) => {
            const doubtful = isDoubtfulFaceScore(row.faceScore);
            return (
              <Paper key={row.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
                    <MemberAvatar photo={row.member.photo} name={row.member.displayName} size={40} />
                    <div style={{ minWidth: 0 }}>
                      <Group gap={6} wrap="wrap">
                        <Text fw={600}>{row.member.displayName}</Text>
                        {row.firstTime && (
                          <Badge variant="light" color="teal" size="sm">
                            {at('checkIns.firstTime')}
                          </Badge>
                        )}
                        {doubtful && (
                          <Badge
                            variant="light"
                            color="orange"
                            size="sm"
                            tt="none"
                            leftSection={<IconAlertTriangle size={12} aria-hidden />}
                            // On a phone the words wrap rather than being cut short.
                            styles={{
                              root: { height: 'auto', maxWidth: '100%' },
                              label: { whiteSpace: 'normal' },
                            }}
                          >
                            {at('checkIns.doubtful')}
                            <VisuallyHidden>
                              {': '}
                              {at('checkIns.doubtfulWhy', {
                                score: formatFaceScore(row.faceScore!, language),
                                limit: formatFaceScore(DOUBTFUL_FACE_SCORE, language),
                                name: row.member.displayName,
                              })}
                            </VisuallyHidden>
                          </Badge>
                        )}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {at('checkIns.detail', {
                          id: row.member.customId,
                          time: formatClock(row.checkedInAt, language, timeZone),
                          method:
                            row.method === 'face' && row.faceScore !== null
                              ? at('checkIns.faceMethod', { score: formatFaceScore(row.faceScore, language) })
                              : methodLabel(row.method),
                        })}
                      </Text>
                      {row.recordedBy && (
                        <Text size="xs" c="dimmed">
                          {at('checkIns.recordedBy', { name: row.recordedBy.name })}
                        </Text>
                      )}
                    </div>
                  </Group>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => setRemoving(row)}
                    aria-label={at('checkIns.removeOf', { name: row.member.displayName })}
                    style={{ flexShrink: 0 }}
                  >
                    {at('checkIns.remove')}
                  </Button>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <LoadMoreButton query={checkIns} />

      <MemberSearchDialog
        opened={picking}
        onClose={() => setPicking(false)}
        title={at('checkIns.pickTitle', { locale: locale.name })}
        filters={{ localeId: locale.id, endorsed: true }}
        onPick={(member) => add(member.id, fullName(member))}
      />
      <ConfirmDialog
        opened={removing !== null}
        title={at('checkIns.removeTitle')}
        confirmLabel={at('checkIns.remove')}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        loading={remove.isPending}
      >
        {removing && at('checkIns.removeBody', { name: removing.member.displayName, title })}
      </ConfirmDialog>
    </Stack>
  );
}
