import {
  GATHERING_LIMITS,
  gatheringCalls,
  newGatheringSchema,
  type Gathering,
  type GatheringChange,
  type Locale,
  type NewGathering,
} from '@congregate/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useLoadErrorMessage } from '../../../../components/ui/load-error.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useUpdateGathering } from '../api/update-gathering.ts';
import { useGatheringsT } from '../i18n/index.ts';
import { instantOfWallTime, wallTimeOf } from '../../../../lib/format/zoned-time.ts';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { gatheringKeys } from '../../../../lib/query-keys.ts';

const HALF_HOUR_MS = 30 * 60_000;
const DEFAULT_LENGTH_MS = 2 * 60 * 60_000;

interface Values {
  title: string;
  startsAt: string;
  endsAt: string;
}

/** A new gathering starts at the last half hour (so that "now" is covered) and lasts two hours. */
function newValues(timeZone: string): Values {
  const start = Math.floor(Date.now() / HALF_HOUR_MS) * HALF_HOUR_MS;
  return {
    title: '',
    startsAt: wallTimeOf(start, timeZone),
    endsAt: wallTimeOf(start + DEFAULT_LENGTH_MS, timeZone),
  };
}

/**
 * Adds an ad-hoc gathering or changes one: title, start and end, typed in the locale's time zone. Says what
 * is wrong beside each field before anything is sent; the server's refusals land there too.
 */
export function GatheringForm({
  opened,
  onClose,
  onSaved,
  locale,
  gathering,
}: {
  opened: boolean;
  onClose: () => void;
  onSaved: (gathering: Gathering) => void;
  locale: Locale;
  /** The gathering to change; none to add one. */
  gathering?: Gathering;
}) {
  const at = useGatheringsT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={gathering ? at('form.editTitle') : at('form.addTitle')}
      size="md"
    >
      {/* Mounted while open only, so that each opening starts from the gathering (or a fresh form). */}
      {opened && (
        <GatheringFields locale={locale} gathering={gathering} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function GatheringFields({
  locale,
  gathering,
  onClose,
  onSaved,
}: {
  locale: Locale;
  gathering?: Gathering;
  onClose: () => void;
  onSaved: (gathering: Gathering) => void;
}) {
  const t = useT();
  const at = useGatheringsT();
  const loadError = useLoadErrorMessage();
  const timeZone = locale.timeZone;
  const [initial] = useState<Values>(() =>
    gathering
      ? {
          title: gathering.title,
          startsAt: wallTimeOf(gathering.startsAt, timeZone),
          endsAt: wallTimeOf(gathering.endsAt, timeZone),
        }
      : newValues(timeZone),
  );
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCallMutation(gatheringCalls.create, {
    input: (body: NewGathering) => ({ body }),
    invalidates: [gatheringKeys.all],
  });
  const update = useUpdateGathering();

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A problem shown beside the field goes as soon as the field changes.
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** What is wrong with the values, in the person's words; the instants when nothing is. */
  const check = (): { errors: FieldErrors; startsAt?: string; endsAt?: string } => {
    const found: FieldErrors = {};
    const title = values.title.trim();
    if (!title) found.title = t('validation.required');
    else if (title.length > GATHERING_LIMITS.titleMax)
      found.title = at('form.titleTooLong', { max: GATHERING_LIMITS.titleMax });
    const startsAt = instantOfWallTime(values.startsAt, timeZone);
    const endsAt = instantOfWallTime(values.endsAt, timeZone);
    if (!startsAt) found.startsAt = at('form.startRequired');
    if (!endsAt) found.endsAt = at('form.endRequired');
    if (startsAt && endsAt) {
      const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
      if (minutes <= 0) found.endsAt = at('form.endBeforeStart');
      else if (minutes > GATHERING_LIMITS.maxDurationMinutes) found.endsAt = at('form.tooLong');
    }
    return { errors: found, startsAt: startsAt ?? undefined, endsAt: endsAt ?? undefined };
  };

  const fail = (error: unknown) => {
    if (isApiError(error) && error.status === 422 && error.issues.length > 0)
      setErrors(fieldErrorsFromApi(error, t));
    else setFormError(loadError(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = check();
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length > 0 || !checked.startsAt || !checked.endsAt) return;
    const title = values.title.trim();
    if (!gathering) {
      const body = newGatheringSchema.parse({
        localeId: locale.id,
        title,
        startsAt: checked.startsAt,
        endsAt: checked.endsAt,
      });
      create.mutate(body, { onSuccess: onSaved, onError: fail });
      return;
    }
    // Only what changed: an unchanged time is not sent back.
    const change: GatheringChange = {};
    if (title !== gathering.title) change.title = title;
    if (values.startsAt !== initial.startsAt) change.startsAt = checked.startsAt;
    if (values.endsAt !== initial.endsAt) change.endsAt = checked.endsAt;
    if (Object.keys(change).length === 0) return onClose();
    update.mutate({ id: gathering.id, change }, { onSuccess: onSaved, onError: fail });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Alert role="alert" color="red">
            {formError}
          </Alert>
        )}
        <TextInput
          label={at('form.title')}
          description={at('form.titleHint')}
          withAsterisk
          value={values.title}
          onChange={(event) => set('title')(event.currentTarget.value)}
          error={errors.title}
          maxLength={GATHERING_LIMITS.titleMax + 20}
        />
        <TextInput
          type="datetime-local"
          label={at('form.startsAt')}
          description={at('form.timeZone', { timeZone, locale: locale.name })}
          withAsterisk
          value={values.startsAt}
          onChange={(event) => set('startsAt')(event.currentTarget.value)}
          error={errors.startsAt}
        />
        <TextInput
          type="datetime-local"
          label={at('form.endsAt')}
          withAsterisk
          value={values.endsAt}
          onChange={(event) => set('endsAt')(event.currentTarget.value)}
          error={errors.endsAt}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {gathering ? t('common.save') : at('form.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
