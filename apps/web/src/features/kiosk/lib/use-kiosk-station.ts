import { useEffect, useState, useSyncExternalStore } from 'react';
import { KioskStation, type StationState } from './kiosk-station.ts';
import type { FacesCopy, Roster, Station } from './kiosk-store.ts';

/** How long a greeting stays on screen. */
export const GREETING_MS = 3_000;

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
  useEffect(() => {
    if (!state.greeting) return;
    const timer = setTimeout(() => engine.clearGreeting(), GREETING_MS);
    return () => clearTimeout(timer);
  }, [engine, state.greetingId, state.greeting]);
  return [engine, state];
}
