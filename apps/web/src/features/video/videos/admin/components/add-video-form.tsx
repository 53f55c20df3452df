import {
  DEFAULT_VIDEO_EMBED_HOSTS,
  VIDEO_LIMITS,
  type Locale,
  type Video,
  type VideoAudience,
  type VideoUpload,
} from '@congregate/contracts';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { recheckFields, type FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../../lib/i18n/index.ts';
import { useCreateVideo } from '../api/create-video.ts';
import { useVideosAdminT } from '../i18n/index.ts';
import {
  checkNewVideo,
  emptyVideoFields,
  serverErrors,
  type VideoFields,
  type VideoSourceInput,
} from '../lib/video-form.ts';
import { VideoFieldsInputs } from './video-fields.tsx';
import { VideoUploadField } from './video-upload-field.tsx';

const ways = ['upload', 'hls', 'embed'] as const;
type Way = (typeof ways)[number];

/** "Add video": upload a file (then describe it), link an HLS stream, or embed a provider's player. */
export function AddVideoForm({
  locale,
  audiences,
  onCancel,
  onDone,
}: {
  locale: Locale;
  audiences: readonly VideoAudience[];
  onCancel: () => void;
  onDone: (video: Video) => void;
}) {
  const vt = useVideosAdminT();
  const t = useT();
  const refusal = useRefusalMessage();
  const create = useCreateVideo();
  const howId = useId();
  // Three choices do not fit side by side on a phone.
  const narrow = useMediaQuery('(max-width: 30em)');
  const [way, setWay] = useState<Way>('upload');
  const [upload, setUpload] = useState<VideoUpload | null>(null);
  const [url, setUrl] = useState('');
  const [fields, setFields] = useState<VideoFields>(emptyVideoFields);
  const [errors, setErrors] = useState<FieldErrors>({});

  const sourceOf = (next: { way?: Way; url?: string } = {}): VideoSourceInput => {
    const chosen = next.way ?? way;
    return chosen === 'upload'
      ? { source: 'upload', uploadId: upload?.uploadId ?? null }
      : { source: chosen, url: next.url ?? url };
  };
  const recheck = (nextFields: VideoFields, source: VideoSourceInput, changed: string[]) => {
    if (Object.keys(errors).length === 0) return;
    const fresh = checkNewVideo(nextFields, source, locale, t, vt).errors ?? {};
    setErrors((shown) => recheckFields(shown, fresh, changed));
  };
  const change = (patch: Partial<VideoFields>) => {
    const next = { ...fields, ...patch };
    setFields(next);
    recheck(next, sourceOf(), Object.keys(patch));
  };

  const submit = () => {
    const checked = checkNewVideo(fields, sourceOf(), locale, t, vt);
    if (checked.errors) return setErrors(checked.errors);
    create.mutate(checked.body, {
      onSuccess: onDone,
      onError: (failure) => setErrors(serverErrors(failure, t, vt, refusal)),
    });
  };

  const describe = way !== 'upload' || upload !== null;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id={howId}>
            {vt('add.how')}
          </Text>
          <SegmentedControl
            aria-labelledby={howId}
            value={way}
            onChange={(value) => {
              setWay(value as Way);
              setErrors({});
            }}
            data={ways.map((w) => ({ value: w, label: vt(`add.${w}`) }))}
            fullWidth
            orientation={narrow ? 'vertical' : 'horizontal'}
          />
        </Stack>
        {way === 'upload' ? (
          <VideoUploadField
            error={errors.file}
            onUploaded={(stored) => {
              setUpload(stored);
              setErrors({});
              if (stored && !fields.title)
                setFields((current) => ({ ...current, title: stored.fileName.replace(/\.mp4$/i, '') }));
            }}
          />
        ) : (
          <TextInput
            key={way}
            type="url"
            label={vt(way === 'hls' ? 'url.hls' : 'url.embed')}
            description={
              way === 'hls'
                ? vt('url.hlsHint')
                : vt('url.embedHint', { hosts: DEFAULT_VIDEO_EMBED_HOSTS.join(', ') })
            }
            required
            value={url}
            maxLength={VIDEO_LIMITS.urlMax}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setUrl(value);
              recheck(fields, sourceOf({ url: value }), ['url']);
            }}
            error={errors.url}
          />
        )}
        {describe && (
          <VideoFieldsInputs
            fields={fields}
            onChange={change}
            errors={errors}
            locale={locale}
            audiences={audiences}
          />
        )}
        {errors.form && (
          <Text size="sm" c="red" role="alert">
            {errors.form}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {vt('form.cancel')}
          </Button>
          {describe && (
            <Button type="submit" loading={create.isPending}>
              {vt('form.publish')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
