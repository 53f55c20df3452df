import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingBlock } from '../../../../components/ui/load-error.tsx';
import { fetchRoster } from '../api/get-kiosk-roster.ts';
import { KioskScreen } from '../components/kiosk-screen.tsx';
import { PairingForm } from '../components/pairing-form.tsx';
import {
  forgetStation,
  loadFaces,
  loadRoster,
  loadStation,
  queuedScans,
  saveRoster,
  saveStation,
  type FacesCopy,
  type Roster,
  type Station,
} from '../lib/kiosk-store.ts';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'unpaired'; ended: boolean; waiting: number }
  | { kind: 'paired'; station: Station; roster: Roster | null; faces: FacesCopy | null };

/**
 * `kiosk`: a tablet at the door. Unpaired it asks for a pairing code (`?code=` from the pairing link fills
 * it in); paired it scans member cards, greets, and keeps every scan in IndexedDB until the server has it.
 */
export default function KioskPage() {
  const [params] = useSearchParams();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    void (async () => {
      const [station, roster, faces, queue] = await Promise.all([
        loadStation(),
        loadRoster(),
        loadFaces(),
        queuedScans(),
      ]);
      if (!live) return;
      setLoaded(
        station
          ? { kind: 'paired', station, roster, faces }
          : {
              kind: 'unpaired',
              ended: false,
              waiting: queue.filter((scan) => scan.status === 'waiting').length,
            },
      );
    })();
    return () => {
      live = false;
    };
  }, []);

  const paired = async (station: Station) => {
    await saveStation(station);
    let roster: Roster | null = null;
    try {
      const { cardKey: _cardKey, ...read } = await fetchRoster();
      roster = read;
      await saveRoster(roster);
    } catch {
      // The station reads it again within a minute.
    }
    setLoaded({ kind: 'paired', station, roster, faces: null });
  };

  const sessionEnded = useCallback((state: { waiting: unknown[] }) => {
    void forgetStation().then(() =>
      setLoaded({ kind: 'unpaired', ended: true, waiting: state.waiting.length }),
    );
  }, []);

  if (loaded.kind === 'loading') return <LoadingBlock />;
  if (loaded.kind === 'unpaired')
    return (
      <PairingForm
        initialCode={params.get('code') ?? ''}
        ended={loaded.ended}
        waiting={loaded.waiting}
        onPaired={paired}
      />
    );
  return (
    <KioskScreen
      station={loaded.station}
      roster={loaded.roster}
      faces={loaded.faces}
      onSessionEnded={sessionEnded}
    />
  );
}
