import { ActionIcon, Badge, Box, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import IconMaximize from '@tabler/icons-react/dist/esm/icons/IconMaximize.mjs';
import IconMinimize from '@tabler/icons-react/dist/esm/icons/IconMinimize.mjs';
import { useEffect, useState } from 'react';
import { IconFaceId } from '../../../../components/ui/icons.ts';
import { QrImage } from '../../../../components/ui/qr-image.tsx';
import { formatClock, formatWhen } from '../../../../lib/format/date.ts';
import { useI18n } from '../../../../lib/i18n/index.ts';
import { useKioskT } from '../i18n/index.ts';
import type { FacesCopy, Roster, Station } from '../lib/kiosk-store.ts';
import { shownGathering } from '../lib/open-gathering.ts';
import type { FaceState, StationState } from '../lib/kiosk-station.ts';
import { useKioskStation } from '../lib/use-kiosk-station.ts';
import { CameraPanel } from './camera-panel.tsx';
import { GreetingPanel } from './greeting-panel.tsx';
import { HouseholdPrompt } from './household-prompt.tsx';
import { NameSearch } from './name-search.tsx';
import { ConnectionBadge, RefusedScans } from './queue-status.tsx';

function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function GatheringLine({ roster, timeZone }: { roster: Roster | null; timeZone: string }) {
  const kt = useKioskT();
  const { language } = useI18n();
  const now = useMinuteClock();
  const shown = shownGathering(roster, now);
  if (!shown) return <Text>{kt('gathering.none')}</Text>;
  const { gathering, open } = shown;
  return (
    <Text fw={600} data-testid="kiosk-gathering">
      {open
        ? kt('gathering.now', {
            title: gathering.title,
            start: formatClock(gathering.startsAt, language, timeZone, { zoneName: false }),
            end: formatClock(gathering.endsAt, language, timeZone),
          })
        : kt('gathering.next', {
            title: gathering.title,
            when: formatWhen(gathering.startsAt, language, timeZone),
          })}
    </Text>
  );
}

function FullscreenButton() {
  const kt = useKioskT();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const changed = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', changed);
    return () => document.removeEventListener('fullscreenchange', changed);
  }, []);
  if (!document.documentElement.requestFullscreen) return null;
  const label = full ? kt('station.exitFullscreen') : kt('station.fullscreen');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        onClick={() =>
          void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
            () => undefined,
          )
        }
      >
        {full ? <IconMinimize size={20} aria-hidden /> : <IconMaximize size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

/** In face mode: how many are enrolled, and a code members scan with their phone to enrol (it is opt-in). */
function FaceSetup({ faces }: { faces: FaceState }) {
  const kt = useKioskT();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="kiosk-face-setup">
      <Group wrap="nowrap" gap="md" align="center">
        <div style={{ background: '#fff', padding: 4, borderRadius: 8, flexShrink: 0, width: 104 }}>
          <QrImage value={`${window.location.origin}/face-recognition`} alt={kt('face.setupQrAlt')} />
        </div>
        <Stack gap={4}>
          <Title order={2} size="h5" id="kiosk-face-setup">
            {kt('face.setupTitle')}
          </Title>
          <Text size="sm">{kt('face.setupHint')}</Text>
          <Text size="xs" c="dimmed" data-testid="kiosk-face-count">
            {kt('face.on', { count: faces.enrolled })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The paired kiosk: camera, greeting, name search, and whether check-ins wait to be sent. */
export function KioskScreen({
  station,
  roster,
  faces,
  onSessionEnded,
}: {
  station: Station;
  roster: Roster | null;
  faces?: FacesCopy | null;
  onSessionEnded: (state: StationState) => void;
}) {
  const kt = useKioskT();
  const [engine, state] = useKioskStation(station, roster, faces ?? null);
  const faceMode = !!state.faces?.faceMode && state.faces.enrolled > 0;
  const { timeZone } = station.locale;
  useEffect(() => {
    if (state.sessionEnded) onSessionEnded(state);
  }, [state, onSessionEnded]);

  return (
    <Stack gap="md" aria-label={kt('station.label', { locale: station.locale.name })} component="section">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Box>
          <Title order={1} size="h2">
            {station.locale.name}
          </Title>
          <Text size="sm" c="dimmed">
            {station.kiosk.name}
          </Text>
          <GatheringLine roster={state.roster} timeZone={timeZone} />
        </Box>
        <Group gap="xs">
          {state.faces?.faceMode && (
            <Badge variant="light" color="teal" leftSection={<IconFaceId size={14} aria-hidden />}>
              {kt('face.on', { count: state.faces.enrolled })}
            </Badge>
          )}
          <ConnectionBadge online={state.online} waiting={state.waiting.length} />
          <FullscreenButton />
        </Group>
      </Group>
      <RefusedScans
        refused={state.refused}
        timeZone={timeZone}
        onDismiss={() => void engine.dismissRefused()}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6 }}>
          {state.greeting ? <GreetingPanel greeting={state.greeting} timeZone={timeZone} /> : null}
          {state.household ? (
            <HouseholdPrompt
              key={`${state.household.anchor.id}:${state.greetingId}`}
              prompt={state.household}
              timeZone={timeZone}
              onCheckIn={(ids) => void engine.checkInHousehold(ids)}
              onDismiss={() => {
                engine.dismissHousehold();
                engine.clearGreeting();
              }}
            />
          ) : null}
          <Box hidden={!!state.greeting || !!state.household}>
            <CameraPanel
              onCode={(token) => void engine.scanCard(token)}
              faceMode={faceMode}
              onFace={(descriptor) => void engine.faceSeen(descriptor)}
              onFaceRefused={() => engine.faceNotRecognised()}
            />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <NameSearch members={state.roster?.members ?? []} onPick={(id) => void engine.pickMember(id)} />
            {state.faces?.faceMode && <FaceSetup faces={state.faces} />}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
