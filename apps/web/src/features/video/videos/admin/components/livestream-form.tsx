import {
  livestreamSources,
  VIDEO_LIMITS,
  type Livestream,
  type LivestreamSource,
  type Locale,
} from '@congregate/contracts';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { recheckFields, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useCurrentLivestream } from '../../../../../lib/video/api/get-current-livestream.ts';
import { useCreateLivestream } from '../api/create-livestream.ts';
import { useUpdateLivestream } from '../api/update-livestream.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import {
  checkLivestreamPatch,
  checkNewLivestream,
  emptyLivestreamFields,
  fieldsOfLivestream,
  serverErrors,
  type LivestreamFields,
} from '../lib/video-form.ts';

/**
 * Schedule a livestream for the locale, or change one: title, where it plays from (an HLS playlist or an
 * embedded player), start and end in the locale's time zone. The server links it to the locale's service at
 * that time, whose attendance watching it counts for.
 */
export function LivestreamForm({
  locale,
  stream,
  onCancel,
  onDone,
}: {
  locale: Locale;
  /** The stream to change; null schedules a new one. */
  stream: Livestream | null;
  onCancel: () => void;
  onDone: (stream: Livestream) => void;
}) {
  const vt = useVideosAdminT();
  const t = useT();
  const refusal = useRefusalMessage();
  const create = useCreateLivestream();
  const update = useUpdateLivestream();
  const current = useCurrentLivestream(locale.id);
  const sourceId = useId();
  const [fields, setFields] = useState<LivestreamFields>(() =>
    stream ? fieldsOfLivestream(stream, locale.timeZone) : emptyLivestreamFields,
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const check = (values: LivestreamFields) =>
    stream ? checkLivestreamPatch(values, locale.timeZone, t, vt) : checkNewLivestream(values, locale, t, vt);

  const change = (patch: Partial<LivestreamFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    if (Object.keys(errors).length === 0) return;
    const fresh = check(next).errors ?? {};
    setErrors((shown) => recheckFields(shown, fresh, Object.keys(patch)));
  };
  const onError = (failure: unknown) => setErrors(serverErrors(failure, t, vt, refusal));
  const submit = () => {
    if (stream) {
      const checked = checkLivestreamPatch(fields, locale.timeZone, t, vt);
      if (checked.errors) return setErrors(checked.errors);
      update.mutate({ id: stream.id, patch: checked.body }, { onSuccess: onDone, onError });
    } else {
      const checked = checkNewLivestream(fields, locale, t, vt);
      if (checked.errors) return setErrors(checked.errors);
      create.mutate(checked.body, { onSuccess: onDone, onError });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={vt('live.title')}
          required
          value={fields.title}
          maxLength={VIDEO_LIMITS.titleMax}
          onChange={(event) => change({ title: event.currentTarget.value })}
          error={errors.title}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={sourceId}>
            {vt('live.source')}
          </Text>
          <SegmentedControl
            aria-labelledby={sourceId}
            value={fields.source}
            onChange={(value) => change({ source: value as LivestreamSource })}
            data={livestreamSources.map((source) => ({ value: source, label: vt(`source.${source}`) }))}
            fullWidth
          />
        </Stack>
        <TextInput
          type="url"
          label={vt('live.url')}
          description={vt('live.urlHint')}
          required
          value={fields.url}
          maxLength={VIDEO_LIMITS.urlMax}
          onChange={(event) => change({ url: event.currentTarget.value })}
          error={errors.url}
        />
        <Text size="sm" c="dimmed">
          {vt('live.timesIn', { zone: locale.timeZone })}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={vt('live.startsAt')}
            required
            value={fields.startsAt}
            onChange={(event) => change({ startsAt: event.currentTarget.value })}
            error={errors.startsAt}
          />
          <TextInput
            type="datetime-local"
            label={vt('live.endsAt')}
            required
            value={fields.endsAt}
            onChange={(event) => change({ endsAt: event.currentTarget.value })}
            error={errors.endsAt}
          />
        </SimpleGrid>
        <Text size="sm">
          {vt('live.linkedAutomatically', {
            minutes: current.data?.creditMinutes ?? VIDEO_LIMITS.creditMinutesDefault,
          })}
        </Text>
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {vt('form.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {stream ? vt('live.save') : vt('live.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
