import {
  GROUP_LIMITS,
  newRecordEntrySchema,
  recordEntryPatchSchema,
  type RecordAttachment,
  type RecordEntry,
} from '@congregate/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CategoryPopover } from '../../../../components/categories/category-popover.tsx';
import { BackLink } from '../../../../components/ui/back-link.tsx';
import { IconFileText, IconTrash } from '../../../../components/ui/icons.ts';
import { LoadError, LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { PageCard } from '../../../../components/ui/page-card.tsx';
import { NotAllowed, useSignedInAccess } from '../../../../components/ui/permission-gate.tsx';
import { UploadProgress } from '../../../../components/ui/upload-progress.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { useLocales } from '../../../../lib/config/index.ts';
import { formatBytes } from '../../../../lib/format/date.ts';
import { fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useUrlParams } from '../../../../lib/routing/use-url-params.ts';
import { useEntry } from '../api/get-entry.ts';
import { useBoardSettings } from '../api/get-settings.ts';
import { useSaveEntry } from '../api/save-entry.ts';
import { useUploadAttachment } from '../api/upload-attachment.ts';
import { useRecordBoardT } from '../i18n/index.ts';
import { boardLocale } from '../lib/board-locale.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const MAX_MB = GROUP_LIMITS.attachmentMaxBytes / (1024 * 1024);

/** Today in the device's time zone, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

interface Uploading {
  key: number;
  name: string;
  percent: number;
}

function EntryForm({
  localeId,
  entry,
  canManage,
}: {
  localeId: string;
  entry: RecordEntry | null;
  canManage: boolean;
}) {
  const rt = useRecordBoardT();
  const t = useT();
  const refusal = useRefusalMessage();
  const navigate = useNavigate();
  const save = useSaveEntry();
  const upload = useUploadAttachment();
  const [title, setTitle] = useState(entry?.title ?? '');
  const [categoryId, setCategoryId] = useState<string | null>(entry?.category?.id ?? null);
  const [entryDate, setEntryDate] = useState(entry?.entryDate ?? today());
  const [body, setBody] = useState(entry?.body ?? '');
  const [attachments, setAttachments] = useState<RecordAttachment[]>(entry?.attachments ?? []);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const serial = useRef(0);

  const addFiles = (files: File[]) => {
    const problems: string[] = [];
    let room = GROUP_LIMITS.attachmentsPerEntry - attachments.length - uploading.length;
    for (const file of files) {
      if (!ACCEPTED.includes(file.type) && !/\.(pdf|jpe?g|png|webp)$/i.test(file.name)) {
        problems.push(rt('form.wrongType', { name: file.name }));
        continue;
      }
      if (file.size > GROUP_LIMITS.attachmentMaxBytes) {
        problems.push(rt('form.tooLarge', { name: file.name, mb: MAX_MB }));
        continue;
      }
      if (room <= 0) {
        problems.push(rt('form.tooMany', { count: GROUP_LIMITS.attachmentsPerEntry }));
        break;
      }
      room -= 1;
      const key = (serial.current += 1);
      setUploading((current) => [...current, { key, name: file.name, percent: 0 }]);
      upload.mutate(
        {
          localeId,
          file,
          onProgress: (percent) =>
            setUploading((current) => current.map((u) => (u.key === key ? { ...u, percent } : u))),
        },
        {
          onSuccess: (attachment) => setAttachments((current) => [...current, attachment]),
          onError: (error) => setFileProblems((current) => [...current, `${file.name}: ${refusal(error)}`]),
          onSettled: () => setUploading((current) => current.filter((u) => u.key !== key)),
        },
      );
    }
    setFileProblems(problems);
  };

  const submit = () => {
    setProblem(null);
    const values = {
      title,
      categoryId,
      entryDate,
      body,
      attachmentIds: attachments.map((a) => a.id),
    };
    const parsed = entry
      ? recordEntryPatchSchema.safeParse(values)
      : newRecordEntrySchema.safeParse({ ...values, localeId });
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error, t));
      return;
    }
    setErrors({});
    save.mutate(
      entry
        ? { id: entry.id, body: recordEntryPatchSchema.parse(values) }
        : { id: null, body: { ...values, localeId } },
      {
        onSuccess: (saved) => void navigate(`/rrb-detail?id=${saved.id}`, { replace: true }),
        onError: (error) => {
          if (isApiError(error) && error.status === 422 && error.issues.length > 0) {
            setErrors(fieldErrorsFromApi(error, t));
          } else setProblem(refusal(error));
        },
      },
    );
  };

  const busy = uploading.length > 0;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label={rt('form.title')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          maxLength={GROUP_LIMITS.entryTitleMax}
          required
        />
        <CategoryPopover
          kind="record-board"
          localeId={localeId}
          value={categoryId}
          onChange={setCategoryId}
          label={rt('form.category')}
          noneLabel={rt('form.noCategory')}
          canCreate={canManage}
          error={errors.categoryId}
        />
        <TextInput
          type="date"
          label={rt('form.date')}
          value={entryDate}
          onChange={(event) => setEntryDate(event.currentTarget.value)}
          error={errors.entryDate}
          required
          maw={220}
        />
        <Textarea
          label={rt('form.body')}
          description={rt('form.bodyHint')}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body}
          autosize
          minRows={6}
          maxRows={20}
          maxLength={GROUP_LIMITS.entryBodyMax}
        />

        <Stack gap="xs">
          <Group gap="sm">
            <FileButton
              onChange={(files) => addFiles(files)}
              accept={ACCEPTED.join(',')}
              multiple
              inputProps={{ 'aria-label': rt('form.attach') }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  disabled={attachments.length >= GROUP_LIMITS.attachmentsPerEntry}
                >
                  {rt('form.attach')}
                </Button>
              )}
            </FileButton>
          </Group>
          <Text size="sm" c="dimmed">
            {rt('form.attachHint', { mb: MAX_MB, count: GROUP_LIMITS.attachmentsPerEntry })}
          </Text>
          {uploading.map((u) => (
            <Stack gap={2} key={u.key}>
              <Text size="sm">{rt('form.uploading', { name: u.name })}</Text>
              <UploadProgress percent={u.percent} />
            </Stack>
          ))}
          {[...fileProblems, ...(errors.attachmentIds ? [errors.attachmentIds] : [])].map((text) => (
            <Alert key={text} color="red" role="alert" p="xs">
              {text}
            </Alert>
          ))}
          {attachments.length > 0 && (
            <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {attachments.map((attachment) => (
                <Group key={attachment.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                  <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                    <IconFileText size={18} aria-hidden />
                    <Text size="sm" truncate>
                      {attachment.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatBytes(attachment.bytes)}
                    </Text>
                  </Group>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={rt('form.remove', { name: attachment.name })}
                    onClick={() => setAttachments((current) => current.filter((a) => a.id !== attachment.id))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>

        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            component={Link}
            to={entry ? `/rrb-detail?id=${entry.id}` : `/rrb?localeId=${localeId}`}
            variant="default"
          >
            {rt('form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={busy}>
            {rt('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * `rrb-modal` (`?id=` to edit, bare or `?localeId=` to post): an entry's title, category (the category
 * picker), date, body and files (uploaded with progress, removable), checked with the contract's schema.
 */
export default function RecordEntryFormPage() {
  const rt = useRecordBoardT();
  const state = useSignedInAccess();
  const locales = useLocales();
  const [params] = useUrlParams();
  const id = params.get('id');
  const entry = useEntry(id);
  const requested = id ? (entry.data?.localeId ?? null) : params.get('localeId');
  const localeId =
    state.status === 'ready'
      ? id
        ? requested
        : boardLocale({ profile: state.profile, access: state.access }, locales.data ?? [], requested)
            .localeId
      : null;
  const settings = useBoardSettings(localeId);

  if (state.status === 'loading' || (id && entry.isPending)) return <LoadingBlock />;
  if (state.status === 'error') return <LoadError error={state.error} onRetry={state.retry} />;
  if (id && entry.isError) return <LoadError error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!localeId) return <NotAllowed title={rt('notAllowed.title')} body={rt('notAllowed.body')} />;
  if (settings.isPending) return <LoadingBlock />;
  if (settings.isError) return <LoadError error={settings.error} onRetry={() => void settings.refetch()} />;
  const record = id ? entry.data! : null;
  const allowed = record ? record.canEdit : settings.data.canPost;
  return (
    <Stack gap="md" maw={760} mx="auto">
      <BackLink fallback={record ? `/rrb-detail?id=${record.id}` : `/rrb?localeId=${localeId}`} />
      <PageCard
        title={record ? rt('form.editTitle') : rt('form.newTitle')}
        intro={rt('form.intro')}
        maw={760}
      >
        {allowed ? (
          <EntryForm
            key={record?.id ?? 'new'}
            localeId={localeId}
            entry={record}
            canManage={settings.data.canManage}
          />
        ) : (
          <Alert color="gray">{rt('form.notAllowed')}</Alert>
        )}
      </PageCard>
    </Stack>
  );
}
