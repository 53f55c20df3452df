import { EVENT_LIMITS, type PepDetail, type PepStageBody } from '@congregate/contracts';
import { Alert, Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { refusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { formatWhen } from '../../../../lib/format/date.ts';
import { useI18n, useT } from '../../../../lib/i18n/index.ts';
import { useChurchEvents } from '../../../../lib/church-events/api/get-church-events.ts';
import { useChangeStage } from '../api/change-stage.ts';
import { usePepsT } from '../i18n/index.ts';
import { nextStages, type StageTarget } from '../lib/stages.ts';

/**
 * Moves a PEP on: the stages it can go to; `dropped` asks why, `scheduled` asks for the baptism event (the
 * locale's baptisms to come or under way, soonest first); `baptized` is offered to admins only, from `scheduled`.
 */
export function StageControl({ pep, isAdmin }: { pep: PepDetail; isAdmin: boolean }) {
  const pt = usePepsT();
  const t = useT();
  const { language } = useI18n();
  const change = useChangeStage(pep.id);
  const targets = nextStages(pep.stage, isAdmin);
  const [target, setTarget] = useState<StageTarget | null>(null);
  const [reason, setReason] = useState('');
  const [eventId, setEventId] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // Baptisms to come or under way only, soonest first (issue 37): one that is over is refused, and would print a
  // form with its date. The list is by start, so it is asked from the longest an event lasts back.
  const [now] = useState(() => Date.now());
  const events = useChurchEvents(target === 'scheduled' ? pep.localeId : null, {
    hasBaptism: true,
    from: new Date(now - EVENT_LIMITS.maxDurationDays * 86_400_000).toISOString(),
  });

  if (targets.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {pep.stage === 'baptized' ? pt('stage.baptizedNext') : pt('stage.final')}
      </Text>
    );

  const send = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const found: Record<string, string> = {};
    if (!target) found.stage = pt('stage.choose');
    if (target === 'dropped' && !reason.trim()) found.reason = pt('stage.reasonRequired');
    if (target === 'scheduled' && !eventId) found.baptismEventId = pt('stage.eventRequired');
    setProblems(found);
    if (!target || Object.keys(found).length > 0) return;
    const body: PepStageBody = {
      stage: target,
      ...(target === 'dropped' ? { reason: reason.trim() } : {}),
      ...(target === 'scheduled' && eventId ? { baptismEventId: eventId } : {}),
    };
    change.mutate(body, {
      onSuccess: () => {
        setSaved(pt('stage.moved', { stage: pt(`stage.${target}`) }));
        setTarget(null);
        setReason('');
        setEventId(null);
      },
      onError: (failure) => setError(refusalMessage(t, failure)),
    });
  };

  const eventOptions = (events.data ?? [])
    .filter((e) => !e.cancelledAt && Date.parse(e.endsAt) > now)
    .map((e) => ({
      value: e.id,
      label: pt('stage.eventOption', { title: e.title, when: formatWhen(e.startsAt, language, e.timeZone) }),
    }));

  return (
    <form onSubmit={send} noValidate>
      <Stack gap="sm">
        {saved && (
          <Alert color="teal" role="status">
            {saved}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Select
          label={pt('stage.moveTo')}
          placeholder={pt('stage.choose')}
          data={targets.map((stage) => ({ value: stage, label: pt(`stage.${stage}`) }))}
          value={target}
          onChange={(value) => {
            setTarget(value as StageTarget | null);
            setProblems({});
          }}
          error={problems.stage}
          comboboxProps={{ withinPortal: true }}
        />
        {target === 'dropped' && (
          <Textarea
            label={pt('stage.reason')}
            description={pt('stage.reasonHint')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            autosize
            minRows={2}
            error={problems.reason}
          />
        )}
        {target === 'scheduled' &&
          (events.isError ? (
            <Text c="red" size="sm">
              {refusalMessage(t, events.error)}
            </Text>
          ) : (
            <Select
              label={pt('stage.event')}
              placeholder={events.isPending ? t('common.loading') : pt('stage.chooseEvent')}
              data={eventOptions}
              value={eventId}
              onChange={setEventId}
              required
              error={
                problems.baptismEventId ??
                (events.isSuccess && eventOptions.length === 0 ? pt('stage.noEvents') : undefined)
              }
              comboboxProps={{ withinPortal: true }}
            />
          ))}
        <Button type="submit" loading={change.isPending} disabled={!target}>
          {target ? pt('stage.moveButton', { stage: pt(`stage.${target}`) }) : pt('stage.move')}
        </Button>
      </Stack>
    </form>
  );
}
