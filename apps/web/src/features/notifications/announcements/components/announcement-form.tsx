import {
  newAnnouncementSchema,
  type AnnouncementAudience,
  type NewAnnouncementInput,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { isApiError } from '../../../../lib/api/index.ts';
import {
  fieldErrorsFromApi,
  fieldErrorsFromZod,
  type FieldErrors,
} from '../../../../lib/forms/field-errors.ts';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useChurchGroups } from '../../../../lib/groups/api/list-church-groups.ts';
import { useGroupFlocks } from '../../../../lib/groups/api/list-group-flocks.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { instantOfWallTime } from '../../../../lib/format/zoned-time.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useCreateAnnouncement } from '../api/create-announcement.ts';
import { useAudienceSize } from '../api/get-audience-size.ts';
import { useClusters } from '../api/list-clusters.ts';
import { useAnnouncementsT } from '../i18n/index.ts';

const audiences = ['locale', 'cluster', 'flock', 'group'] as const satisfies readonly AnnouncementAudience[];

/** The compose form: audience, title, message, now or at a time; asks before sending, then says what happened. */
export function AnnouncementForm({
  localeId,
  localeName,
  timeZone,
  onDone,
}: {
  localeId: string;
  localeName: string;
  /** The locale's: a scheduled time is typed and shown in it, wherever the admin's device is. */
  timeZone: string;
  onDone: (message: string) => void;
}) {
  const at = useAnnouncementsT();
  const t = useT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const [audience, setAudience] = useState<AnnouncementAudience>('locale');
  const [audienceRef, setAudienceRef] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAtLocal, setSendAtLocal] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<NewAnnouncementInput | null>(null);
  const create = useCreateAnnouncement();

  const flocks = useGroupFlocks(audience === 'flock' ? { localeId } : null);
  const groups = useChurchGroups(audience === 'group' ? { localeId } : null);
  const clusters = useClusters(audience === 'cluster' ? localeId : null);
  const choices =
    audience === 'flock'
      ? (flocks.data?.pages.flatMap((p) => p.items) ?? []).map((f) => ({ value: f.id, label: f.name }))
      : audience === 'group'
        ? (groups.data?.pages.flatMap((p) => p.items) ?? []).map((g) => ({ value: g.id, label: g.name }))
        : audience === 'cluster'
          ? (clusters.data ?? []).map((c) => ({ value: c.name, label: c.name }))
          : [];
  const choicesLoaded =
    audience === 'flock' ? flocks.isSuccess : audience === 'group' ? groups.isSuccess : clusters.isSuccess;

  const complete = audience === 'locale' || audienceRef !== '';
  const size = useAudienceSize(
    complete ? { localeId, audience, ...(audience === 'locale' ? {} : { audienceRef }) } : null,
  );
  const count = size.data?.recipients ?? null;
  const chosenName =
    audience === 'locale' ? localeName : (choices.find((c) => c.value === audienceRef)?.label ?? audienceRef);
  const audienceWords = at(`target.${audience}`, { name: chosenName });

  function chooseAudience(next: string) {
    setAudience(next as AnnouncementAudience);
    setAudienceRef('');
    setErrors((e) => ({ ...e, audienceRef: '' }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const input: NewAnnouncementInput = {
      localeId,
      audience,
      ...(audience === 'locale' ? {} : audienceRef ? { audienceRef } : {}),
      title,
      body,
    };
    const found: FieldErrors = {};
    if (when === 'later') {
      const moment = instantOfWallTime(sendAtLocal, timeZone);
      if (!moment) found.sendAt = t('validation.required');
      else if (Date.parse(moment) <= Date.now()) found.sendAt = at('form.sendAtPast');
      else input.sendAt = moment;
    }
    const checked = newAnnouncementSchema.safeParse(input);
    const all = { ...(checked.success ? {} : fieldErrorsFromZod(checked.error, t)), ...found };
    setErrors(all);
    if (Object.keys(all).length > 0) return;
    setConfirming(input);
  }

  function send() {
    if (!confirming) return;
    create.mutate(confirming, {
      onSuccess: (made) => {
        setConfirming(null);
        setTitle('');
        setBody('');
        setSendAtLocal('');
        setErrors({});
        onDone(
          made.state === 'sent'
            ? at('done.sent', { title: made.title, count: made.recipients ?? 0 })
            : at('done.scheduled', {
                title: made.title,
                when: formatMoment(made.sendAt, language, timeZone),
              }),
        );
      },
      onError: (error) => {
        setConfirming(null);
        if (isApiError(error) && error.status === 422 && error.issues.length > 0) {
          setErrors(fieldErrorsFromApi(error, t));
        } else setFormError(refusal(error));
      },
    });
  }

  const refLabel = audience === 'locale' ? '' : at(`form.${audience}`);
  const noChoices = choicesLoaded && choices.length === 0;

  return (
    <form onSubmit={submit} noValidate aria-labelledby="announcement-form-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="announcement-form-title">
          {at('form.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announcement-audience-label">
            {at('form.audience')}
          </Text>
          <SegmentedControl
            aria-labelledby="announcement-audience-label"
            value={audience}
            onChange={chooseAudience}
            data={audiences.map((a) => ({ value: a, label: at(`audience.${a}`) }))}
            fullWidth
            orientation="horizontal"
          />
        </Stack>
        {audience !== 'locale' &&
          (noChoices ? (
            <Text c="dimmed" size="sm">
              {at(`form.no${audience === 'flock' ? 'Flocks' : audience === 'group' ? 'Groups' : 'Clusters'}`)}
            </Text>
          ) : (
            <NativeSelect
              label={refLabel}
              required
              value={audienceRef}
              onChange={(e) => setAudienceRef(e.currentTarget.value)}
              data={[{ value: '', label: at('form.choose') }, ...choices]}
              error={errors.audienceRef || undefined}
            />
          ))}
        <TextInput
          label={at('form.heading')}
          required
          maxLength={120}
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={errors.title || undefined}
        />
        <Textarea
          label={at('form.body')}
          description={at('form.bodyHint')}
          required
          autosize
          minRows={4}
          maxLength={2000}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={errors.body || undefined}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="announcement-when-label">
            {at('form.when')}
          </Text>
          <SegmentedControl
            aria-labelledby="announcement-when-label"
            value={when}
            onChange={(value) => setWhen(value === 'later' ? 'later' : 'now')}
            data={[
              { value: 'now', label: at('when.now') },
              { value: 'later', label: at('when.later') },
            ]}
          />
        </Stack>
        {when === 'later' && (
          <TextInput
            type="datetime-local"
            label={at('form.sendAt')}
            description={at('form.sendAtHint', { zone: timeZone })}
            required
            value={sendAtLocal}
            onChange={(e) => setSendAtLocal(e.currentTarget.value)}
            error={errors.sendAt || undefined}
          />
        )}
        <Text size="sm" role="status" c={count === 0 ? 'orange.8' : undefined}>
          {!complete
            ? ''
            : size.isPending
              ? at('form.counting')
              : count === null
                ? ''
                : count === 0
                  ? at('form.goesToNone')
                  : at('form.goesTo', { count })}
        </Text>
        {complete && count !== null && (
          // Why the count is below the locale's (or the flock's) member count: the audience rule of the server.
          <Text size="xs" c="dimmed">
            {at(audience === 'flock' || audience === 'cluster' ? 'form.whoCountsLeaders' : 'form.whoCounts')}
          </Text>
        )}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Button type="submit" style={{ alignSelf: 'flex-start' }}>
          {when === 'now' ? at('form.submitNow') : at('form.submitLater')}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirming !== null}
        title={
          when === 'now' || !confirming?.sendAt
            ? at('confirm.nowTitle', { count: count ?? 0 })
            : at('confirm.laterTitle', { when: formatMoment(confirming.sendAt, language, timeZone) })
        }
        confirmLabel={when === 'now' ? at('confirm.now') : at('confirm.later')}
        onConfirm={send}
        onCancel={() => setConfirming(null)}
        loading={create.isPending}
        danger={false}
      >
        {when === 'now'
          ? at('confirm.nowBody', { title: confirming?.title ?? '', audience: audienceWords })
          : at('confirm.laterBody', {
              title: confirming?.title ?? '',
              audience: audienceWords,
              count: count ?? 0,
            })}
      </ConfirmDialog>
    </form>
  );
}
