import {
  MEMBER_COLUMN_HEADERS,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_REQUIRED_COLUMNS,
  type MemberImportReport,
} from '@congregate/contracts';
import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconDownload, IconFileText, IconUpload } from '../../../../components/ui/icons.ts';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { PermissionGate } from '../../../../components/ui/permission-gate.tsx';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { saveFile } from '../../../../lib/files/save-file.ts';
import { formatBytes } from '../../../../lib/format/date.ts';
import { TEMPLATE_FILE_NAME, useDownloadImportTemplate } from '../api/get-import-template.ts';
import { refusedImportReport, useImportMembers } from '../api/import-members.ts';
import { ImportReport } from '../components/import-report.tsx';
import { ImportResult } from '../components/import-result.tsx';
import { useImportT } from '../i18n/index.ts';
import { checkImportFile, IMPORT_ACCEPT } from '../lib/import-file.ts';

/** Where the page is: nothing chosen, a dry run's report, or an import's result. */
type Stage =
  | { kind: 'choose' }
  | { kind: 'checked'; file: File; report: MemberImportReport }
  | { kind: 'imported'; file: File; report: MemberImportReport };

function TemplateDownload() {
  const mt = useImportT();
  const loadError = useLoadErrorMessage();
  const download = useDownloadImportTemplate();
  return (
    <Stack gap="xs">
      <Group>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onSuccess: (blob) => saveFile(blob, TEMPLATE_FILE_NAME) })
          }
        >
          {mt('upload.template')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {mt('upload.templateHint', {
          columns: MEMBER_IMPORT_COLUMNS.map((c) => MEMBER_COLUMN_HEADERS[c]).join(', '),
          required: MEMBER_IMPORT_REQUIRED_COLUMNS.map((c) => MEMBER_COLUMN_HEADERS[c]).join(', '),
        })}
      </Text>
      {download.isError && (
        <Alert role="alert" color="red">
          {mt('upload.templateFailed', { message: loadError(download.error) })}
        </Alert>
      )}
    </Stack>
  );
}

function MemberUpload() {
  const mt = useImportT();
  const loadError = useLoadErrorMessage();
  const upload = useImportMembers();
  const [stage, setStage] = useState<Stage>({ kind: 'choose' });
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [askPartial, setAskPartial] = useState(false);
  // Cleared after each choice, so choosing the same (corrected) file again is noticed.
  const resetPicker = useRef<() => void>(null);
  const busy = progress !== null;

  const send = (file: File, dryRun: boolean, partial: boolean) => {
    setProblem(null);
    setProgress(0);
    upload.mutate(
      { file, dryRun, partial, onProgress: setProgress },
      {
        onSuccess: (report) => setStage({ kind: dryRun ? 'checked' : 'imported', file, report }),
        onError: (error) => {
          // A file with errors sent for a full import comes back as 422 with the report.
          const refused = refusedImportReport(error);
          if (refused) {
            setStage({ kind: 'checked', file, report: refused });
            setProblem(mt('upload.refused'));
          } else setProblem(loadError(error));
        },
        onSettled: () => {
          setProgress(null);
          setAskPartial(false);
        },
      },
    );
  };

  const choose = (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    setStage({ kind: 'choose' });
    const check = checkImportFile(file);
    if (check?.kind === 'type') return setProblem(mt('upload.wrongType', { name: file.name }));
    if (check?.kind === 'empty') return setProblem(mt('upload.empty'));
    if (check?.kind === 'size') {
      return setProblem(mt('upload.tooLarge', { size: formatBytes(file.size), max: formatBytes(check.max) }));
    }
    send(file, true, false);
  };

  const report = stage.kind === 'checked' ? stage.report : null;
  const invalid = report ? report.rows - report.valid : 0;

  return (
    <Stack gap="lg">
      <TemplateDownload />
      <Stack gap="xs">
        <Group gap="sm">
          <FileButton
            onChange={choose}
            resetRef={resetPicker}
            accept={IMPORT_ACCEPT}
            inputProps={{ 'aria-label': mt('upload.file') }}
          >
            {(props) => (
              <Button {...props} leftSection={<IconUpload size={18} aria-hidden />} disabled={busy}>
                {mt('upload.filePlaceholder')}
              </Button>
            )}
          </FileButton>
          {stage.kind !== 'choose' && (
            <Group gap={6}>
              <IconFileText size={18} aria-hidden />
              <Text size="sm">
                {stage.file.name} · {formatBytes(stage.file.size)}
              </Text>
            </Group>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {mt('upload.fileHint', { size: formatBytes(MEMBER_IMPORT_LIMITS.maxBytes) })}
        </Text>
      </Stack>
      {busy && (
        <Stack gap={4}>
          <Text size="sm">
            {upload.variables?.dryRun === false ? mt('upload.importing') : mt('upload.checking')}
          </Text>
          <UploadProgress percent={progress} />
        </Stack>
      )}
      {problem && (
        <Alert role="alert" color="red">
          {problem}
        </Alert>
      )}
      {stage.kind === 'checked' && (
        <Stack gap="md">
          <ImportReport
            key={`${stage.file.name}-${stage.report.rows}-${stage.report.errors.length}`}
            report={stage.report}
            fileName={stage.file.name}
          />
          {stage.report.valid === 0 ? (
            <Text>{mt('upload.noneValid')}</Text>
          ) : invalid === 0 ? (
            <Stack gap="xs">
              <Text>{mt('upload.allValid')}</Text>
              <Group>
                <Button onClick={() => send(stage.file, false, false)} disabled={busy}>
                  {stage.report.valid === 1
                    ? mt('upload.importAllOne')
                    : mt('upload.importAll', { count: stage.report.valid })}
                </Button>
              </Group>
            </Stack>
          ) : (
            <Group>
              <Button variant="light" color="orange" onClick={() => setAskPartial(true)} disabled={busy}>
                {stage.report.valid === 1
                  ? mt('upload.importValidOne')
                  : mt('upload.importValid', { count: stage.report.valid })}
              </Button>
            </Group>
          )}
          <ConfirmDialog
            opened={askPartial}
            title={mt('upload.partialTitle')}
            confirmLabel={
              stage.report.valid === 1
                ? mt('upload.importValidOne')
                : mt('upload.importValid', { count: stage.report.valid })
            }
            onConfirm={() => send(stage.file, false, true)}
            onCancel={() => setAskPartial(false)}
            loading={busy}
            danger={false}
          >
            {mt('upload.partialBody', { valid: stage.report.valid, rows: stage.report.rows, invalid })}
          </ConfirmDialog>
        </Stack>
      )}
      {stage.kind === 'imported' && (
        <Stack gap="md">
          <ImportResult report={stage.report} />
          <Group gap="md">
            <Anchor component={Link} to="/manage-members">
              {mt('upload.toManage')}
            </Anchor>
            <Anchor component="button" type="button" onClick={() => setStage({ kind: 'choose' })}>
              {mt('upload.another')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** `manage-members-upload`: template, file check (dry run) with its report, then the import. */
export default function MemberImportPage() {
  const mt = useImportT();
  return (
    <PermissionGate permission="members.manage" title={mt('notAllowed.title')} body={mt('notAllowed.manage')}>
      {() => (
        <PageCard title={mt('upload.title')} intro={mt('upload.intro')} maw={860}>
          <MemberUpload />
        </PageCard>
      )}
    </PermissionGate>
  );
}
