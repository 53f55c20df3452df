import { memberNoteBodySchema, type MemberNote } from '@congregate/contracts';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LoadError, LoadingBlock, useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadMoreButton } from '../../../../components/ui/load-more-button.tsx';
import { IconPencil, IconTrash } from '../../../../components/ui/icons.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { fieldErrorsFromZod } from '../../../../lib/forms/field-errors.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useCreateMemberNote } from '../api/create-member-note.ts';
import { useMemberNotes } from '../api/list-member-notes.ts';
import { useRemoveMemberNote } from '../api/remove-member-note.ts';
import { useUpdateMemberNote } from '../api/update-member-note.ts';
import { useFlockCareT } from '../i18n/index.ts';

/** The note's text checked with the contract's schema: the problem in the reader's words, or null. */
function useNoteProblem() {
  const { t } = useI18n();
  return (body: string): string | null => {
    const parsed = memberNoteBodySchema.safeParse({ body });
    return parsed.success ? null : (fieldErrorsFromZod(parsed.error, t).body ?? t('validation.invalid'));
  };
}

/** The note form: a new note, or an edit of one. */
function NoteForm({
  initial = '',
  label,
  submitLabel,
  onSave,
  onCancel,
}: {
  initial?: string;
  label: string;
  submitLabel: string;
  onSave: (body: string) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const ft = useFlockCareT();
  const problemOf = useNoteProblem();
  const failureOf = useLoadErrorMessage();
  const [body, setBody] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemOf(body);
    setProblem(found);
    if (found) return;
    setSaving(true);
    setFailure(null);
    try {
      await onSave(body.trim());
      if (!onCancel) setBody('');
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            if (problem) setProblem(problemOf(event.currentTarget.value));
          }}
          error={problem}
          autosize
          minRows={2}
          maxRows={8}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel} disabled={saving}>
              {ft('notes.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function NoteItem({
  note,
  memberId,
  timeZone,
  onDelete,
}: {
  note: MemberNote;
  memberId: string;
  timeZone: string;
  onDelete: (note: MemberNote) => void;
}) {
  const ft = useFlockCareT();
  const { language } = useI18n();
  const update = useUpdateMemberNote(memberId);
  const [editing, setEditing] = useState(false);
  const author = note.authorName ?? ft('notes.unknownAuthor');
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      {editing ? (
        <NoteForm
          initial={note.body}
          label={ft('notes.editLabel')}
          submitLabel={ft('notes.save')}
          onSave={async (body) => {
            await update.mutateAsync({ noteId: note.id, body });
            setEditing(false);
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Stack gap={4}>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{note.body}</Text>
          <Text size="xs" c="dimmed">
            {ft('notes.by', { author, when: formatMoment(note.createdAt, language, timeZone) })}
            {note.updatedAt !== note.createdAt && ` · ${ft('notes.edited')}`}
          </Text>
          {note.mine && (
            <Group gap="xs">
              <Button
                size="xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing(true)}
              >
                {ft('notes.edit')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => onDelete(note)}
              >
                {ft('notes.delete')}
              </Button>
            </Group>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/**
 * The notes the flock's leaders keep about a member: list, add, edit one's own, delete after asking. Times are in
 * `timeZone`, the flock's locale's.
 */
export function MemberNotes({ memberId, timeZone }: { memberId: string; timeZone: string }) {
  const ft = useFlockCareT();
  const notes = useMemberNotes(memberId);
  const create = useCreateMemberNote(memberId);
  const remove = useRemoveMemberNote(memberId);
  const [deleting, setDeleting] = useState<MemberNote | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const items = notes.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="member-notes-title">
      <Title order={2} size="h4" id="member-notes-title">
        {ft('notes.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {ft('notes.intro')}
      </Text>
      <NoteForm
        label={ft('notes.field')}
        submitLabel={ft('notes.save')}
        onSave={async (body) => {
          await create.mutateAsync(body);
          setDone(ft('notes.saved'));
        }}
      />
      <Text size="sm" role="status" c="teal">
        {done}
      </Text>
      {notes.isPending ? (
        <LoadingBlock />
      ) : notes.isError ? (
        <LoadError error={notes.error} onRetry={() => void notes.refetch()} />
      ) : items.length === 0 ? (
        <Text c="dimmed">{ft('notes.empty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              memberId={memberId}
              timeZone={timeZone}
              onDelete={setDeleting}
            />
          ))}
        </Stack>
      )}
      <LoadMoreButton query={notes} />
      <ConfirmDialog
        opened={deleting !== null}
        title={ft('notes.deleteTitle')}
        confirmLabel={ft('notes.deleteConfirm')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              setDone(ft('notes.deleted'));
            },
          });
        }}
      >
        {ft('notes.deleteBody')}
      </ConfirmDialog>
    </Stack>
  );
}
