import type { Locale, Video } from '@congregate/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { recheckFields, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useUpdateVideo } from '../api/update-video.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import { checkVideoPatch, fieldsOfVideo, serverErrors, type VideoFields } from '../lib/video-form.ts';
import { VideoFieldsInputs } from './video-fields.tsx';

/** Edit a video's title, description, category and publication time (its source and audience stay). */
export function EditVideoForm({
  video,
  locale,
  onCancel,
  onDone,
}: {
  video: Video;
  locale: Locale;
  onCancel: () => void;
  onDone: (video: Video) => void;
}) {
  const vt = useVideosAdminT();
  const t = useT();
  const refusal = useRefusalMessage();
  const update = useUpdateVideo();
  const [fields, setFields] = useState<VideoFields>(() => fieldsOfVideo(video, locale.timeZone));
  const [errors, setErrors] = useState<FieldErrors>({});

  const change = (patch: Partial<VideoFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    if (Object.keys(errors).length === 0) return;
    const fresh = checkVideoPatch(next, video, locale.timeZone, t, vt).errors ?? {};
    setErrors((shown) => recheckFields(shown, fresh, Object.keys(patch)));
  };
  const submit = () => {
    const checked = checkVideoPatch(fields, video, locale.timeZone, t, vt);
    if (checked.errors) return setErrors(checked.errors);
    update.mutate(
      { id: video.id, patch: checked.body },
      {
        onSuccess: onDone,
        onError: (failure) => setErrors(serverErrors(failure, t, vt, refusal)),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <VideoFieldsInputs
          fields={fields}
          onChange={change}
          errors={errors}
          locale={locale}
          audiences={[video.audience]}
          editing
        />
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {vt('form.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {vt('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
