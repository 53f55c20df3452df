import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { IconCamera } from '../../../../../components/ui/icons.ts';
import { QrCameraView } from '../../../../../components/ui/qr-camera-view.tsx';
import { isApiError } from '../../../../../lib/api/index.ts';
import { formatWhen } from '../../../../../lib/format/date.ts';
import { useRefusalMessage } from '../../../../../lib/forms/refusal-message.ts';
import { useI18n } from '../../../../../lib/i18n/index.ts';
import { useQrCamera } from '../../../../../lib/qr-scan/index.ts';
import { ANSWER_MS, ScanGate } from '../../../../../lib/qr-scan/scan-gate.ts';
import { useAdmitGuest, type Admission } from '../api/admit-guest.ts';
import { useDoorT } from '../i18n/index.ts';
import { arrivalRefusal } from '../lib/arrival-refusal.ts';
import { codeOfTyped } from '../lib/typed-code.ts';
import { ArrivalCard, type EntryAnswer } from './arrival-card.tsx';
import { GuestByName } from './guest-by-name.tsx';

/**
 * The camera, read continuously for guests' RSVP codes (or a code typed by hand when a phone's screen will not
 * scan): each code is sent once and its answer shown for three seconds, then the next guest is read.
 */
export function EntryScanner({
  eventId,
  timeZone,
  answer,
  onAnswer,
  onAdmitted,
  findsByName = false,
}: {
  eventId: string;
  timeZone: string;
  /** The usher reads the event's list (an admin over its locale): a guest whose phone is dead is found by name. */
  findsByName?: boolean;
  answer: EntryAnswer | null;
  onAnswer: (answer: EntryAnswer | null) => void;
  /** A guest admitted now (not a second scan): the device's own count. */
  onAdmitted: (people: number) => void;
}) {
  const et = useDoorT();
  const { language } = useI18n();
  const refusal = useRefusalMessage();
  const admit = useAdmitGuest(eventId);
  const gate = useRef(new ScanGate());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [typed, setTyped] = useState('');
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: EntryAnswer) => {
    onAnswer(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      onAnswer(null);
      gate.current.release(Date.now());
    }, ANSWER_MS);
  };

  const send = (by: Admission, admitOutsideWindow = false) =>
    admit.mutate(
      { by, admitOutsideWindow },
      {
        onSuccess: (arrival) => {
          if (!arrival.alreadyArrivedAt) onAdmitted(arrival.rsvp.partySize);
          show({ kind: 'admitted', arrival });
        },
        onError: (error) => {
          const why = arrivalRefusal(error);
          if (why === 'outside_door_window') {
            // Kept on screen until the usher decides (or the next guest is read): no three-second answer.
            clearTimeout(timer.current);
            gate.current.release(Date.now());
            onAnswer({
              kind: 'outside-window',
              text: doorWindowText(error, timeZone),
              admitAnyway: () => send(by, true),
            });
            return;
          }
          show({ kind: 'refused', text: why === 'other' ? refusal(error) : et(`refused.${why}`) });
        },
      },
    );

  /** When the door opens (or when the event ended), in the event's zone. */
  const doorWindowText = (error: unknown, zone: string) => {
    const details = (isApiError(error) ? error.details : null) as {
      opensAt?: string;
      endsAt?: string;
    } | null;
    const at = (iso: string | undefined) => (iso ? formatWhen(iso, language, zone) : '');
    return details?.opensAt && Date.parse(details.opensAt) > Date.now()
      ? et('outside.early', { opensAt: at(details.opensAt) })
      : et('outside.over', { endsAt: at(details?.endsAt) });
  };

  const onCode = (code: string) => {
    if (!gate.current.take(code, Date.now())) return;
    send({ code });
  };

  const sendTyped = (event: FormEvent) => {
    event.preventDefault();
    const code = codeOfTyped(typed);
    if (!code) return;
    gate.current = new ScanGate();
    gate.current.take(code, Date.now());
    setTyped('');
    send({ code });
  };

  const { videoRef, state } = useQrCamera({ active: true, onCode });
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <IconCamera size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {et('camera.title')}
      </Title>
      <div id="entry-answer" role="status" aria-live="assertive">
        {answer ? (
          <ArrivalCard answer={answer} timeZone={timeZone} />
        ) : (
          <Text fz="lg">{admit.isPending ? et('scan.checking') : et('scan.ready')}</Text>
        )}
      </div>
      <QrCameraView
        videoRef={videoRef}
        state={state}
        aspectRatio="4 / 3"
        words={{
          denied: et('camera.denied'),
          unavailable: et('camera.unavailable'),
          video: et('camera.video'),
          starting: et('camera.starting'),
        }}
      />
      <form onSubmit={sendTyped}>
        <Group align="flex-end" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={et('manual.label')}
            description={et('manual.hint')}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
          />
          <Button type="submit" variant="default" loading={admit.isPending}>
            {et('manual.submit')}
          </Button>
        </Group>
      </form>
      {findsByName && (
        <GuestByName
          eventId={eventId}
          timeZone={timeZone}
          admitting={admit.isPending}
          onAdmit={(rsvpId) => {
            clearTimeout(timer.current);
            send({ rsvpId });
            document.getElementById('entry-answer')?.scrollIntoView?.({ behavior: 'smooth' });
          }}
        />
      )}
    </Stack>
  );
}
