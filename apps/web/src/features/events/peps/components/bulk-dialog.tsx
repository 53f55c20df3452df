import type { Pep } from '@congregate/contracts';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { usePepBulk, type PepBulkBody } from '../api/bulk-peps.ts';
import { usePepsT } from '../i18n/index.ts';
import { FollowUpFields } from './follow-up-fields.tsx';

/** Assign one flock, or add one follow-up, to the selected PEPs: says how many first, sends one call. */
export function BulkDialog({
  kind,
  ids,
  peps,
  flockOptions,
  onClose,
  onDone,
}: {
  kind: 'flock' | 'followUp' | null;
  ids: string[];
  peps: readonly Pep[];
  flockOptions: { value: string; label: string }[];
  onClose: () => void;
  onDone: () => void;
}) {
  const pt = usePepsT();
  const t = useT();
  const bulk = usePepBulk();
  const [flockId, setFlockId] = useState<string | null>(null);
  const [dueOn, setDueOn] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<Record<string, string>>({});
  const [done, setDone] = useState<number | null>(null);
  const names = peps.filter((pep) => ids.includes(pep.id)).map((pep) => pep.displayName);

  const close = () => {
    setError(null);
    setFieldError({});
    setDone(null);
    onClose();
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problems: Record<string, string> = {};
    if (kind === 'flock' && !flockId) problems.flockId = pt('bulk.chooseFlock');
    if (kind === 'followUp') {
      if (!dueOn) problems.dueOn = t('validation.required');
      if (!note.trim()) problems.note = t('validation.required');
    }
    setFieldError(problems);
    if (Object.keys(problems).length > 0) return;
    const body: PepBulkBody =
      kind === 'flock' ? { ids, flockId } : { ids, followUp: { dueOn, note: note.trim() } };
    bulk.mutate(body, {
      onSuccess: (answer) => {
        setDone(answer.updated);
        setFlockId(null);
        setDueOn('');
        setNote('');
        onDone();
      },
      onError: (failure) => setError(refusalMessage(t, failure)),
    });
  };

  return (
    <>
      <Modal
        opened={kind !== null}
        onClose={close}
        title={kind === 'flock' ? pt('bulk.assignFlock') : pt('bulk.addFollowUp')}
      >
        <form onSubmit={send} noValidate>
          <Stack gap="sm">
            <Text size="sm">{pt('bulk.confirm', { count: ids.length })}</Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {names.join(', ')}
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {kind === 'flock' ? (
              <Select
                label={pt('bulk.flock')}
                data={flockOptions}
                value={flockId}
                onChange={setFlockId}
                searchable
                required
                error={fieldError.flockId}
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <FollowUpFields
                dueOn={dueOn}
                onDueOn={setDueOn}
                note={note}
                onNote={setNote}
                errors={fieldError}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={bulk.isPending}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={bulk.isPending}>
                {kind === 'flock'
                  ? pt('bulk.assignTo', { count: ids.length })
                  : pt('bulk.addTo', { count: ids.length })}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {done !== null && kind === null && (
        <Alert color="teal" role="status" withCloseButton onClose={() => setDone(null)}>
          {pt('bulk.done', { count: done })}
        </Alert>
      )}
    </>
  );
}
