import type { Locale, VideoAudience } from '@congregate/contracts';
import { Radio, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { CategoryPopover } from '../../../../../components/categories/category-popover.tsx';
import type { FieldErrors } from '../../../../../lib/forms/field-errors.ts';
import { VIDEO_LIMITS } from '@congregate/contracts';
import { useVideosAdminT } from '../i18n/index.ts';
import type { VideoFields } from '../lib/video-form.ts';

/**
 * What describes a video (new or edited): title, description, category (the one category picker, `video`
 * kind, new ones made inline), who can watch it (new videos, when the admin may publish for more than the
 * locale) and when it is published (wall clock in the locale's zone).
 */
export function VideoFieldsInputs({
  fields,
  onChange,
  errors,
  locale,
  audiences,
  editing = false,
}: {
  fields: VideoFields;
  onChange: (change: Partial<VideoFields>) => void;
  errors: FieldErrors;
  locale: Locale;
  /** The audiences offered (only for a new video; an edited video keeps its own). */
  audiences: readonly VideoAudience[];
  editing?: boolean;
}) {
  const vt = useVideosAdminT();
  return (
    <Stack gap="sm">
      <TextInput
        label={vt('form.title')}
        required
        value={fields.title}
        onChange={(event) => onChange({ title: event.currentTarget.value })}
        error={errors.title}
        maxLength={VIDEO_LIMITS.titleMax}
      />
      <Textarea
        label={vt('form.description')}
        value={fields.description}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
        error={errors.description}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={VIDEO_LIMITS.descriptionMax}
      />
      <CategoryPopover
        kind="video"
        localeId={locale.id}
        value={fields.categoryId}
        onChange={(categoryId) => onChange({ categoryId })}
        label={vt('form.category')}
        noneLabel={vt('form.noCategory')}
        canCreate
        error={errors.categoryId}
      />
      {!editing && audiences.length > 1 && (
        <Radio.Group
          label={vt('audience.label')}
          value={fields.audience}
          onChange={(value) => onChange({ audience: value as VideoAudience })}
          error={errors.audience ?? errors.districtId}
        >
          <Group gap="md" mt={4}>
            {audiences.map((audience) => (
              <Radio key={audience} value={audience} label={vt(`audience.${audience}`)} />
            ))}
          </Group>
        </Radio.Group>
      )}
      <TextInput
        type="datetime-local"
        label={vt('form.publishAt')}
        description={vt(editing ? 'form.publishAtEditHint' : 'form.publishAtHint', { zone: locale.timeZone })}
        value={fields.publishAt}
        onChange={(event) => onChange({ publishAt: event.currentTarget.value })}
        error={errors.publishAt}
      />
    </Stack>
  );
}
