import { Textarea, TextInput } from '@mantine/core';
import { usePepsT } from '../i18n/index.ts';

/** A follow-up's due date and note, as one PEP's form and the bulk form on `admin-pep` ask for them. */
export function FollowUpFields({
  dueOn,
  onDueOn,
  note,
  onNote,
  errors,
}: {
  dueOn: string;
  onDueOn: (value: string) => void;
  note: string;
  onNote: (value: string) => void;
  errors: { dueOn?: string | undefined; note?: string | undefined };
}) {
  const pt = usePepsT();
  return (
    <>
      <TextInput
        label={pt('followUps.dueOn')}
        type="date"
        value={dueOn}
        onChange={(event) => onDueOn(event.currentTarget.value)}
        required
        error={errors.dueOn}
      />
      <Textarea
        label={pt('followUps.note')}
        value={note}
        onChange={(event) => onNote(event.currentTarget.value)}
        required
        autosize
        minRows={2}
        error={errors.note}
      />
    </>
  );
}
