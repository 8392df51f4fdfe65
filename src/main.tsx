// First: starts opening a signed-in staff member's replica before the modules below are evaluated.
import '@/app/early-replica';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-settings';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { afterFirstPaint } from '@/lib/after-first-paint';
// A static import: the app's code is fetched together with this entry (modulepreload links in
// index.html), not one round trip later. Importing it touches no Firebase service.
import { App, startApp } from '@/app/App';

const root = createRoot(document.getElementById('root')!);

function start() {
  try {
    getFirebaseSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={error.problems} />);
      return;
    }
    throw error;
  }
  startApp();
  // The service worker (and the precache it downloads) waits until the first screen is drawn.
  afterFirstPaint(() => void import('@/app/pwa').then((m) => m.registerServiceWorker()));
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

start();
