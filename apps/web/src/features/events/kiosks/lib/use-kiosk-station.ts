import { useEffect, useState, useSyncExternalStore } from 'react';
import { KioskStation, type StationState } from './kiosk-station.ts';
import type { FacesCopy, Roster, Station } from './kiosk-store.ts';

/** How long a greeting stays on screen. */
export const GREETING_MS = 3_000;
/** How long "Check in your household too?" waits for an answer before it closes itself (with the greeting). */
export const HOUSEHOLD_PROMPT_MS = 20_000;

/** The station's engine for as long as the screen shows it, and its state; greetings clear after a few seconds. */
export function useKioskStation(
  station: Station,
  roster: Roster | null,
  faces: FacesCopy | null = null,
): [KioskStation, StationState] {
  const [engine] = useState(() => new KioskStation(station, roster, { faces }));
  useEffect(() => {
    engine.start();
    return () => engine.stop();
  }, [engine]);
  const state = useSyncExternalStore(engine.subscribe, engine.getState);
  const asking = state.household !== null;
  useEffect(() => {
    if (!state.greeting && !asking) return;
    const timer = setTimeout(
      () => {
        engine.dismissHousehold();
        engine.clearGreeting();
      },
      asking ? HOUSEHOLD_PROMPT_MS : GREETING_MS,
    );
    return () => clearTimeout(timer);
  }, [engine, state.greetingId, state.greeting, asking]);
  return [engine, state];
}
