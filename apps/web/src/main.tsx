// Mantine's styles for the landing pages; the rest comes with the other pages (app/mantine-styles.ts).
import './app/mantine-landing.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { Startup } from './app/startup.tsx';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <Startup />
    </Providers>
  </StrictMode>,
);

registerServiceWorker();
