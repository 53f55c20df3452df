import {
  churchEventCalls,
  EVENT_LIMITS,
  eventTypes,
  type ChurchEvent,
  type Locale,
  type NewChurchEvent,
  type ChurchEventPatch,
} from '@congregate/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IconAlertCircle } from '../../../../components/ui/icons.ts';
import { isApiError } from '../../../../lib/api/index.ts';
import { fieldErrorsFromApi, type FieldErrors } from '../../../../lib/forms/field-errors.ts';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { useT } from '../../../../lib/i18n/index.ts';
import { useCreateDistrictEvent } from '../api/create-district-event.ts';
import { useChurchEventsT } from '../i18n/index.ts';
import {
  checkDistrictEvent,
  checkEventPatch,
  checkNewEvent,
  emptyContent,
  emptyPlace,
  fieldsOfEvent,
  type ContentFields,
  type PlaceFields,
} from '../lib/event-form-values.ts';
import { FlyerArtField } from './flyer-art-field.tsx';
import { useCallMutation } from '../../../../lib/api/use-call-mutation.ts';
import { churchEventKeys } from '../../../../lib/query-keys.ts';

export type EventFormMode =
  | {
      kind: 'create';
      /** The locales the admin looks after (one locale's event). */
      locales: Locale[];
      /** Every locale (a district's rows). */
      allLocales: readonly Locale[];
      /** The districts they may create district-wide events for. */
      districts: { id: string; name: string }[];
      localeId: string;
    }
  | { kind: 'edit'; event: ChurchEvent };

/** Times of one locale: starts, ends (wall clock in its zone) and venue. */
function PlaceInputs({
  place,
  onChange,
  errors,
  prefix = '',
}: {
  place: PlaceFields;
  onChange: (change: Partial<PlaceFields>) => void;
  errors: FieldErrors;
  prefix?: string;
}) {
  const ev = useChurchEventsT();
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          type="datetime-local"
          label={ev('form.startsAt')}
          required
          value={place.startsAt}
          onChange={(e) => onChange({ startsAt: e.currentTarget.value })}
          error={errors[`${prefix}startsAt`]}
        />
        <TextInput
          type="datetime-local"
          label={ev('form.endsAt')}
          required
          value={place.endsAt}
          onChange={(e) => onChange({ endsAt: e.currentTarget.value })}
          error={errors[`${prefix}endsAt`]}
        />
      </SimpleGrid>
      <TextInput
        label={ev('form.venue')}
        description={ev('form.venueHint')}
        value={place.venue}
        onChange={(e) => onChange({ venue: e.currentTarget.value })}
        error={errors[`${prefix}venue`]}
      />
    </>
  );
}

/**
 * Create an event (at one locale, or a copy for each locale of a district) or edit one. Times are entered in
 * the locale's time zone; a district's rows start from the first row's venue and times.
 */
export function EventForm({ mode, onDone }: { mode: EventFormMode; onDone: (message: string) => void }) {
  const ev = useChurchEventsT();
  const t = useT();
  const create = useCallMutation(churchEventCalls.create, {
    input: (body: NewChurchEvent) => ({ body }),
    invalidates: [churchEventKeys.all],
  });
  const createForDistrict = useCreateDistrictEvent();
  const update = useCallMutation(churchEventCalls.update, {
    input: ({ eventId, body }: { eventId: string; body: ChurchEventPatch }) => ({
      params: { id: eventId },
      body,
    }),
    invalidates: [churchEventKeys.all],
  });
  const initial = mode.kind === 'edit' ? fieldsOfEvent(mode.event) : null;
  const [content, setContent] = useState<ContentFields>(initial?.content ?? emptyContent);
  const [place, setPlace] = useState<PlaceFields>(
    initial?.place ?? emptyPlace(mode.kind === 'create' ? mode.localeId : ''),
  );
  const [scope, setScope] = useState<'locale' | 'district'>('locale');
  const [districtId, setDistrictId] = useState(mode.kind === 'create' ? (mode.districts[0]?.id ?? '') : '');
  const districtLocales = (id: string) =>
    mode.kind === 'create'
      ? mode.allLocales.filter((l) => l.districtId === id).sort((a, b) => a.name.localeCompare(b.name))
      : [];
  const [rows, setRows] = useState<PlaceFields[]>(() =>
    districtLocales(districtId).map((l) => emptyPlace(l.id)),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const pending = create.isPending || createForDistrict.isPending || update.isPending;

  const allLocales = mode.kind === 'create' ? mode.allLocales : [];
  const zoneOf = (localeId: string) =>
    mode.kind === 'edit'
      ? mode.event.timeZone
      : (allLocales.find((l) => l.id === localeId)?.timeZone ?? 'UTC');

  const setField = <K extends keyof ContentFields>(key: K, value: ContentFields[K]) =>
    setContent((current) => ({ ...current, [key]: value }));
  const setRow = (index: number, change: Partial<PlaceFields>) =>
    setRows((current) =>
      current.map((row, i) => {
        if (i === index) return { ...row, ...change, touched: i > 0 || row.touched };
        // The first row's venue and times fill the rows nobody changed by hand.
        if (index === 0 && !row.touched && i > 0) {
          const { include: _include, touched: _touched, localeId: _localeId, ...copied } = change;
          return { ...row, ...copied };
        }
        return row;
      }),
    );

  const failed = (error: unknown) => {
    if (isApiError(error) && error.status === 422) {
      const fromApi = fieldErrorsFromApi(error, t);
      setErrors(fromApi);
      if (Object.keys(fromApi).length === 0) setFormError(refusalMessage(t, error));
    } else setFormError(refusalMessage(t, error));
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (mode.kind === 'edit') {
      const checked = checkEventPatch(content, place, mode.event.timeZone, t, ev, mode.event.startsAt);
      if (!checked.body) return setErrors(checked.errors);
      setErrors({});
      update.mutate(
        { eventId: mode.event.id, body: checked.body },
        { onSuccess: (saved) => onDone(ev('form.saved', { title: saved.title })), onError: failed },
      );
      return;
    }
    if (scope === 'district') {
      const checked = checkDistrictEvent(districtId, content, rows, allLocales, t, ev);
      if (!checked.body) return setErrors(checked.errors);
      setErrors({});
      createForDistrict.mutate(checked.body, {
        onSuccess: (made) =>
          onDone(ev('form.createdCopies', { title: made[0]?.title ?? content.title, count: made.length })),
        onError: failed,
      });
      return;
    }
    const checked = checkNewEvent(content, place, zoneOf(place.localeId), t, ev);
    if (!checked.body) return setErrors(checked.errors);
    setErrors({});
    create.mutate(checked.body, {
      onSuccess: (made) => onDone(ev('form.created', { title: made.title })),
      onError: failed,
    });
  };

  const districtRows = scope === 'district' && mode.kind === 'create';
  const localeChoice = mode.kind === 'create' && scope === 'locale' && mode.locales.length > 1;

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        {formError && (
          <Alert role="alert" color="red" icon={<IconAlertCircle />}>
            {formError}
          </Alert>
        )}
        {mode.kind === 'create' && mode.districts.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500} id="event-scope-label">
              {ev('form.scope')}
            </Text>
            <SegmentedControl
              aria-labelledby="event-scope-label"
              value={scope}
              onChange={(value) => setScope(value as 'locale' | 'district')}
              data={[
                { value: 'locale', label: ev('form.scopeLocale') },
                { value: 'district', label: ev('form.scopeDistrict') },
              ]}
            />
          </Stack>
        )}
        {localeChoice && (
          <NativeSelect
            label={ev('form.locale')}
            value={place.localeId}
            onChange={(e) => {
              const localeId = e.currentTarget.value;
              setPlace((p) => ({ ...p, localeId }));
            }}
            data={mode.locales.map((l) => ({ value: l.id, label: l.name }))}
          />
        )}
        {districtRows && (
          <NativeSelect
            label={ev('form.district')}
            value={districtId}
            onChange={(e) => {
              const id = e.currentTarget.value;
              setDistrictId(id);
              setRows(districtLocales(id).map((l) => emptyPlace(l.id)));
            }}
            data={mode.districts.map((d) => ({ value: d.id, label: d.name }))}
          />
        )}
        <TextInput
          label={ev('form.title')}
          required
          value={content.title}
          onChange={(e) => setField('title', e.currentTarget.value)}
          error={errors.title}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NativeSelect
            label={ev('form.type')}
            value={content.type}
            disabled={mode.kind === 'edit'}
            onChange={(e) => setField('type', e.currentTarget.value as ContentFields['type'])}
            data={eventTypes.map((type) => ({ value: type, label: ev(`type.${type}`) }))}
          />
          <TextInput
            label={ev('form.capacity')}
            description={ev('form.capacityHint')}
            inputMode="numeric"
            value={content.capacity}
            onChange={(e) => setField('capacity', e.currentTarget.value)}
            error={errors.capacity}
          />
          <TextInput
            label={ev('form.maxPartySize')}
            description={ev('form.maxPartySizeHint', { max: EVENT_LIMITS.partySizeMax })}
            inputMode="numeric"
            value={content.maxPartySize}
            onChange={(e) => setField('maxPartySize', e.currentTarget.value)}
            error={errors.maxPartySize}
          />
        </SimpleGrid>
        {districtRows ? (
          <Fieldset legend={ev('form.copies')}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {ev('form.copiesHint')}
              </Text>
              {rows.length === 0 && <Text size="sm">{ev('form.noDistrictLocales')}</Text>}
              {errors.copies && (
                <Text size="sm" c="red" role="alert">
                  {errors.copies}
                </Text>
              )}
              {rows.map((row, index) => {
                const locale = allLocales.find((l) => l.id === row.localeId);
                return (
                  <Stack key={row.localeId} gap="xs">
                    <Checkbox
                      label={ev('form.copyInclude', { locale: locale?.name ?? row.localeId })}
                      description={ev('form.timesIn', { zone: zoneOf(row.localeId) })}
                      checked={row.include}
                      onChange={(e) => setRow(index, { include: e.currentTarget.checked })}
                    />
                    {row.include && (
                      <PlaceInputs
                        place={row}
                        onChange={(change) => setRow(index, change)}
                        errors={errors}
                        prefix={`copies.${index}.`}
                      />
                    )}
                  </Stack>
                );
              })}
            </Stack>
          </Fieldset>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {ev('form.timesIn', { zone: zoneOf(place.localeId) })}
            </Text>
            <PlaceInputs
              place={place}
              onChange={(change) => setPlace((p) => ({ ...p, ...change }))}
              errors={errors}
            />
          </>
        )}
        <Switch
          label={ev('form.recordsPast')}
          description={ev('form.recordsPastHint')}
          checked={content.recordsPast}
          onChange={(e) => setField('recordsPast', e.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={ev('form.rsvpOpensAt')}
            description={ev('form.rsvpOpensHint')}
            value={content.rsvpOpensAt}
            onChange={(e) => setField('rsvpOpensAt', e.currentTarget.value)}
            error={errors.rsvpOpensAt}
          />
          <TextInput
            type="datetime-local"
            label={ev('form.rsvpClosesAt')}
            description={ev('form.rsvpClosesHint')}
            value={content.rsvpClosesAt}
            onChange={(e) => setField('rsvpClosesAt', e.currentTarget.value)}
            error={errors.rsvpClosesAt}
          />
        </SimpleGrid>
        <Textarea
          label={ev('form.description')}
          autosize
          minRows={2}
          value={content.description}
          onChange={(e) => setField('description', e.currentTarget.value)}
          error={errors.description}
        />
        <Checkbox
          label={ev('form.hasBaptism')}
          checked={content.type === 'baptism' || content.hasBaptism}
          disabled={content.type === 'baptism'}
          onChange={(e) => setField('hasBaptism', e.currentTarget.checked)}
        />
        <FlyerArtField value={content.flyerUrl} onChange={(url) => setField('flyerUrl', url)} />
        {errors.flyerUrl && (
          <Text size="sm" c="red">
            {errors.flyerUrl}
          </Text>
        )}
        <Button type="submit" loading={pending}>
          {mode.kind === 'edit' ? ev('form.save') : ev('form.create')}
        </Button>
      </Stack>
    </form>
  );
}
