import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-settings';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { isStaffRole } from '@/config/roles';
import { loadStoredUser } from '@/features/auth/session-storage';
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
  // A signed-in staff member's replica starts opening now, while the first screen renders; the
  // route guard awaits the same opening (openSessionDatabase shares it) instead of starting it.
  const cached = loadStoredUser();
  if (cached && isStaffRole(cached.role) && cached.status === 'active') {
    void import('@/features/auth/api/replica').then((m) => m.openUserReplica(cached.uid, cached.role)).catch(() => undefined);
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
