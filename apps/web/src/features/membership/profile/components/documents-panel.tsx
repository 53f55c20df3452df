import { MEDIA_LIMITS, type MemberDocument } from '@congregate/contracts';
import { ActionIcon, Alert, Box, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import {
  IconCircleCheck,
  IconDownload,
  IconFileText,
  IconTrash,
  IconUpload,
} from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { formatBytes, formatMoment } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import type { MemberTarget } from '../../../../lib/members/index.ts';
import { useDeleteDocument } from '../api/delete-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { useProfileT } from '../i18n/index.ts';
import { documentProblem, megabytes } from '../lib/file-checks.ts';

/** Papers kept with a member's record: upload (PDF or image) with progress, list, download, delete. */
export function DocumentsPanel({ target }: { target: MemberTarget }) {
  const t = useT();
  const pt = useProfileT();
  const { language } = useI18n();
  const loadError = useLoadErrorMessage();
  const documents = useDocuments(target.memberId);
  const upload = useUploadDocument(target.memberId);
  const remove = useDeleteDocument(target.memberId);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MemberDocument | null>(null);
  const max = megabytes(MEDIA_LIMITS.documentMaxBytes);

  const choose = (file: File | null) => {
    setProblem(null);
    setStatus(null);
    if (!file) return;
    const found = documentProblem(file);
    if (found === 'wrongType') return setProblem(pt('documents.wrongType'));
    if (found === 'tooLarge') return setProblem(pt('documents.tooLarge', { max }));
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (document) => setStatus(pt('documents.uploaded', { name: document.fileName })),
        onError: (error) => setProblem(loadError(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.fileName;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setStatus(pt('documents.deleted', { name }));
      },
      onError: (error) => {
        setDeleting(null);
        setProblem(loadError(error));
      },
    });
  };

  return (
    <Box component="section" aria-labelledby="section-documents">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Title order={2} size="h4" id="section-documents">
              {pt('documents.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {pt('documents.intro', { max })}
            </Text>
          </div>
          <FileButton
            onChange={choose}
            accept="application/pdf,image/jpeg,image/png,image/webp"
            inputProps={{ 'aria-label': pt('documents.upload') }}
          >
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={18} aria-hidden />}
                disabled={progress !== null}
              >
                {pt('documents.upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        {progress !== null && <UploadProgress percent={progress} />}
        {problem && (
          <Alert role="alert" color="red">
            {problem}
          </Alert>
        )}
        {status && (
          <Alert role="status" color="teal" icon={<IconCircleCheck />}>
            {status}
          </Alert>
        )}
        {documents.isPending ? (
          <LoadingBlock />
        ) : documents.isError ? (
          <LoadError error={documents.error} onRetry={() => void documents.refetch()} />
        ) : documents.data.length === 0 ? (
          <Text c="dimmed">{pt('documents.empty')}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {documents.data.map((document) => (
              <Paper key={document.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <IconFileText size={22} aria-hidden />
                    <Box miw={0}>
                      <Text fw={600} truncate>
                        {document.fileName}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {formatBytes(document.size)} ·{' '}
                        {formatMoment(document.uploadedAt, language, target.profile.locale.timeZone)}
                      </Text>
                    </Box>
                  </Group>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      component="a"
                      href={document.url}
                      download={document.fileName}
                      variant="subtle"
                      size="lg"
                      aria-label={pt('documents.download', { name: document.fileName })}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={pt('documents.delete', { name: document.fileName })}
                      onClick={() => setDeleting(document)}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title={pt('documents.deleteTitle')}
        confirmLabel={t('common.delete')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        loading={remove.isPending}
      >
        {deleting ? pt('documents.deleteBody', { name: deleting.fileName }) : null}
      </ConfirmDialog>
    </Box>
  );
}
