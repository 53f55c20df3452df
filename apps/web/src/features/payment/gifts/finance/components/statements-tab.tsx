import type { StatementRun } from '@congregate/contracts';
import { Alert, Badge, Button, Group, NativeSelect, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../../components/ui/confirm-dialog.tsx';
import { LoadError, LoadingBlock } from '../../../../../components/ui/load-error.tsx';
import { useLocaleTimeZone } from '../../../../../lib/config/index.ts';
import { formatMoment } from '../../../../../lib/format/date.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useCreateStatementRun } from '../api/create-statement-run.ts';
import { useDownloadMemberStatement } from '../api/download-member-statement.ts';
import { useDownloadRunPdf } from '../api/download-run-pdf.ts';
import { useStatementRunProgress } from '../api/get-statement-run.ts';
import { useStatementRuns } from '../api/list-statement-runs.ts';
import type { FinanceLocale } from '../finance-giving.tsx';
import { useFinanceT } from '../i18n/index.ts';
import { recentYears, useFinanceRefusal } from './finance-format.ts';
import { MemberPicker, type PickedMember } from './member-picker.tsx';

/** Runs shown at most (the newest); older ones stay on the server. */
const RUNS_SHOWN = 20;

/** "Statements": every member's statement for a year (a background run with progress), or one member's. */
export function StatementsTab({ locale }: { locale: FinanceLocale }) {
  const ft = useFinanceT();
  const refusal = useFinanceRefusal();
  // This year and the ten before; a finished year (last year) is the usual choice.
  const years = recentYears();
  const [year, setYear] = useState(years[1]!);
  const [confirming, setConfirming] = useState(false);
  const create = useCreateStatementRun();
  const runs = useStatementRuns(locale.localeId);

  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Text>{ft('statements.intro')}</Text>
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={ft('statements.year')}
            value={String(year)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
            data={years.map(String)}
          />
          <Button onClick={() => setConfirming(true)}>{ft('statements.make', { year })}</Button>
        </Group>
        {create.isError && (
          <Alert color="red" role="alert">
            {refusal(create.error)}
          </Alert>
        )}
      </Stack>

      {runs.isPending ? (
        <LoadingBlock />
      ) : runs.isError ? (
        <LoadError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : runs.data.items.length === 0 ? (
        <Text c="dimmed">{ft('statements.none')}</Text>
      ) : (
        <Stack gap="sm" component="section" aria-label={ft('statements.runs')}>
          {runs.data.items.slice(0, RUNS_SHOWN).map((run) => (
            <RunCard key={run.id} run={run} />
          ))}
        </Stack>
      )}

      <MemberStatement localeId={locale.localeId} years={years} />

      <ConfirmDialog
        opened={confirming}
        title={ft('statements.confirmTitle', { year })}
        confirmLabel={ft('statements.confirm')}
        danger={false}
        loading={create.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          create.mutate({ localeId: locale.localeId, year }, { onSettled: () => setConfirming(false) })
        }
      >
        {ft('statements.confirmBody', { year, locale: locale.localeName })}
      </ConfirmDialog>
    </Stack>
  );
}

const statusColor = { queued: 'gray', running: 'blue', done: 'teal', failed: 'red' } as const;

function RunCard({ run: listed }: { run: StatementRun }) {
  const ft = useFinanceT();
  const { language } = useI18n();
  const refusal = useFinanceRefusal();
  const run = useStatementRunProgress(listed);
  const timeZone = useLocaleTimeZone(run.localeId);
  const download = useDownloadRunPdf();
  const percent = run.total > 0 ? Math.round((run.done / run.total) * 100) : run.status === 'done' ? 100 : 0;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{ft('statements.runTitle', { year: run.year })}</Text>
          <Badge variant="light" color={statusColor[run.status]}>
            {ft(`runStatus.${run.status}`)}
          </Badge>
        </Group>
        <Progress
          value={percent}
          aria-label={ft('statements.progressLabel', { year: run.year })}
          animated={run.status === 'running'}
        />
        <Text size="sm" aria-live="polite">
          {ft('statements.progress', { done: run.done, total: run.total })}
        </Text>
        <Text size="xs" c="dimmed">
          {ft('statements.requested', {
            when: formatMoment(run.createdAt, language, timeZone),
            name: run.requestedByName ?? '—',
          })}
        </Text>
        {run.status === 'failed' && <Text c="red">{ft('statements.failed')}</Text>}
        {run.status === 'done' && run.hasFile && (
          <Group>
            <Button
              variant="light"
              loading={download.isPending}
              onClick={() => download.mutate({ id: run.id, year: run.year })}
              aria-label={ft('statements.downloadNamed', { year: run.year })}
            >
              {ft('statements.download')}
            </Button>
          </Group>
        )}
        {download.isError && (
          <Text role="alert" c="red">
            {refusal(download.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function MemberStatement({ localeId, years }: { localeId: string; years: number[] }) {
  const ft = useFinanceT();
  const refusal = useFinanceRefusal();
  const [member, setMember] = useState<PickedMember | null>(null);
  const [year, setYear] = useState(years[1] ?? years[0]!);
  const download = useDownloadMemberStatement();
  return (
    <Paper withBorder p="sm" component="section" aria-label={ft('statements.oneTitle')}>
      <Stack gap="sm">
        <Text fw={600}>{ft('statements.oneTitle')}</Text>
        <MemberPicker
          localeId={localeId}
          label={ft('statements.member')}
          value={member}
          onChange={setMember}
        />
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label={ft('statements.memberYear')}
            value={String(year)}
            onChange={(event) => setYear(Number(event.currentTarget.value))}
            data={years.map(String)}
          />
          <Button
            variant="light"
            disabled={!member}
            loading={download.isPending}
            onClick={() => member && download.mutate({ memberId: member.id, year, name: member.name })}
          >
            {ft('statements.oneDownload')}
          </Button>
        </Group>
        {!member && (
          <Text size="sm" c="dimmed">
            {ft('statements.chooseMember')}
          </Text>
        )}
        {download.isError && (
          <Text role="alert" c="red">
            {refusal(download.error)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
