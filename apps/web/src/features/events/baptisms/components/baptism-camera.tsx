import { Alert, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import {
  IconAlertCircle,
  IconCamera,
  IconCircleCheck,
  IconInfoCircle,
} from '../../../../components/ui/icons.ts';
import { QrCameraView } from '../../../../components/ui/qr-camera-view.tsx';
import { useRefusalMessage } from '../../../../lib/forms/refusal-message.ts';
import { formatMoment } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useQrCamera } from '../../../../lib/qr-scan/index.ts';
import { ANSWER_MS, ScanGate } from '../../../../lib/qr-scan/scan-gate.ts';
import { useScanBaptism } from '../api/scan-baptism.ts';
import { useBaptismsT } from '../i18n/index.ts';
import { scanRefusal } from '../lib/scan-refusal.ts';

type Answer = { kind: 'baptized' | 'already' | 'refused'; text: string };

const looks = {
  baptized: { color: 'teal', icon: IconCircleCheck },
  already: { color: 'blue', icon: IconInfoCircle },
  refused: { color: 'red', icon: IconAlertCircle },
} as const;

/**
 * The camera, read continuously for baptismal forms at one event: each code is sent once, its answer shown
 * for three seconds ("Baptized: Ana Cruz", "Already marked baptized at …", or why it was refused), then the
 * next form is read; the same form still held up is not sent again at once. Times are in `timeZone`, the event's.
 */
export function BaptismCamera({ eventId, timeZone }: { eventId: string; timeZone: string }) {
  const bt = useBaptismsT();
  const refusal = useRefusalMessage();
  const { language } = useI18n();
  const scan = useScanBaptism(eventId);
  const gate = useRef(new ScanGate());
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [checking, setChecking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: Answer) => {
    setChecking(false);
    setAnswer(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setAnswer(null);
      gate.current.release(Date.now());
    }, ANSWER_MS);
  };

  const onCode = (code: string) => {
    if (!gate.current.take(code, Date.now())) return;
    setChecking(true);
    scan.mutate(code, {
      onSuccess: (result) =>
        show(
          result.alreadyBaptizedAt
            ? {
                kind: 'already',
                text: bt('scanner.already', {
                  time: formatMoment(result.alreadyBaptizedAt, language, timeZone),
                  name: result.pep.displayName,
                }),
              }
            : { kind: 'baptized', text: bt('scanner.baptized', { name: result.pep.displayName }) },
        ),
      onError: (error) => {
        const why = scanRefusal(error);
        show({
          kind: 'refused',
          text: why === 'other' ? refusal(error) : bt(`scanner.refused.${why}`),
        });
      },
    });
  };

  const { videoRef, state } = useQrCamera({ active: true, onCode });
  const look = answer ? looks[answer.kind] : null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        <IconCamera size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> {bt('camera.title')}
      </Title>
      <div role="status" aria-live="assertive">
        {answer && look ? (
          <Alert color={look.color} icon={<look.icon size={28} aria-hidden />} variant="filled">
            <Text fz="xl" fw={700} data-testid="scan-answer">
              {answer.text}
            </Text>
          </Alert>
        ) : (
          <Text>{checking ? bt('scanner.checking') : bt('scanner.ready')}</Text>
        )}
      </div>
      <QrCameraView
        videoRef={videoRef}
        state={state}
        aspectRatio="4 / 3"
        words={{
          denied: bt('camera.denied'),
          unavailable: bt('camera.unavailable'),
          video: bt('camera.video'),
          starting: bt('camera.starting'),
        }}
      />
    </Stack>
  );
}
