import { useLayoutEffect } from 'react';

/** The id of the loading screen `index.html` paints before any script has arrived. */
export const LOADING_SCREEN_ID = 'boot';

/** Removes `index.html`'s loading screen once the app has rendered its first screen (before it is painted). */
export function useRemoveLoadingScreen() {
  useLayoutEffect(() => {
    document.getElementById(LOADING_SCREEN_ID)?.remove();
  }, []);
}
