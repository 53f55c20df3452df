import { recordBoardCalls, type RecordAttachment } from '@congregate/contracts';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CategoryBadge } from '../../../../components/categories/category-badge.tsx';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { IconFileText, IconPencil, IconTrash } from '../../../../components/ui/icons.ts';
import { ImageViewer } from '../../../../components/ui/image-viewer.tsx';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { callPath } from '../../../../lib/api/call-api.ts';
import { serviceUrl } from '../../../../lib/api/web-config.ts';
import { formatBytes, formatDay } from '../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useEntry } from '../api/get-entry.ts';
import { useRemoveEntry } from '../api/remove-entry.ts';
import { useRecordBoardT } from '../i18n/index.ts';

/** Where the browser fetches an attachment (with the session cookie). */
export const attachmentSrc = (attachment: RecordAttachment) =>
  serviceUrl('groups', callPath(recordBoardCalls.attachment, { params: { id: attachment.id } }));

function Attachments({ attachments }: { attachments: RecordAttachment[] }) {
  const rt = useRecordBoardT();
  const images = attachments.filter((a) => a.contentType !== 'application/pdf');
  const documents = attachments.filter((a) => a.contentType === 'application/pdf');
  return (
    <Stack gap="sm" component="section" aria-labelledby="rrb-attachments">
      <Title order={2} size="h4" id="rrb-attachments">
        {rt('detail.attachments')}
      </Title>
      {images.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {images.map((image) => (
            <ImageViewer key={image.id} src={attachmentSrc(image)} alt={image.name} maxHeight={240} />
          ))}
        </SimpleGrid>
      )}
      {documents.length > 0 && (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {documents.map((document) => (
            <li key={document.id}>
              <Group gap={6} wrap="nowrap">
                <IconFileText size={18} aria-hidden />
                <Anchor
                  href={attachmentSrc(document)}
                  target="_blank"
                  rel="noopener"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {rt('detail.openPdf', { name: document.name })}
                </Anchor>
                <Text size="sm" c="dimmed" component="span">
                  {formatBytes(document.bytes)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * `rrb-detail` (`?id=`): one record-board entry — title, category, date, author, the body as plain text (line
 * breaks kept; never HTML), its pictures (open full screen) and PDFs; Edit and Delete (asks first) for its
 * author while allowed to post and for the locale's admins.
 */
export default function RecordEntryPage() {
  const rt = useRecordBoardT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const navigate = useNavigate();
  const [params] = useUrlParams();
  const id = params.get('id');
  const entry = useEntry(id);
  const remove = useRemoveEntry();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (!id) {
    return (
      <PageCard title={rt('title')}>
        <Text>{rt('detail.missing')}</Text>
        <Button component={Link} to="/rrb" variant="light">
          {rt('detail.toBoard')}
        </Button>
      </PageCard>
    );
  }
  if (entry.isPending) return <LoadingBlock />;
  if (entry.isError) {
    return (
      <PageCard title={rt('title')}>
        <LoadError error={entry.error} onRetry={() => void entry.refetch()} />
        <BackLink fallback="/rrb" />
      </PageCard>
    );
  }
  const record = entry.data;
  const board = `/rrb?localeId=${record.localeId}`;
  return (
    <Stack gap="md" maw={860} mx="auto">
      <BackLink fallback={board} />
      <PageCard
        title={record.title}
        maw={860}
        intro={
          <Group gap="xs" component="span" wrap="wrap">
            <span>{rt('detail.posted', { date: formatDay(record.entryDate, language) })}</span>
            {record.authorName && <span>· {rt('detail.author', { name: record.authorName })}</span>}
          </Group>
        }
        actions={
          record.canEdit && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`/rrb-modal?id=${record.id}`}
                variant="default"
                leftSection={<IconPencil size={16} aria-hidden />}
              >
                {rt('detail.edit')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {rt('detail.delete')}
              </Button>
            </Group>
          )
        }
      >
        {record.category && (
          <Group>
            <CategoryBadge name={record.category.name} color={record.category.color} />
          </Group>
        )}
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        {record.body ? (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{record.body}</Text>
        ) : (
          <Text c="dimmed">{rt('detail.noBody')}</Text>
        )}
        {record.attachments.length > 0 && <Attachments attachments={record.attachments} />}
      </PageCard>
      <ConfirmDialog
        opened={confirming}
        title={rt('delete.title')}
        confirmLabel={rt('delete.confirm')}
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(record.id, {
            onSuccess: () => void navigate(board, { replace: true }),
            onError: (error) => {
              setConfirming(false);
              setProblem(refusal(error));
            },
          })
        }
      >
        {rt('delete.body', { title: record.title })}
      </ConfirmDialog>
    </Stack>
  );
}
