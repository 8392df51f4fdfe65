import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-settings';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { isStaffRole } from '@/config/roles';
import { loadStoredUser } from '@/features/auth/session-storage';
import { afterFirstPaint } from '@/lib/after-first-paint';

const root = createRoot(document.getElementById('root')!);

async function start() {
  try {
    getFirebaseSettings();
  } catch (error) {
    if (error instanceof ConfigError) {
      root.render(<ConfigErrorScreen problems={error.problems} />);
      return;
    }
    throw error;
  }
  // A signed-in staff member's replica starts opening now, while the app's code loads; the
  // route guard awaits the same opening (openSessionDatabase shares it) instead of starting it.
  const cached = loadStoredUser();
  if (cached && isStaffRole(cached.role) && cached.status === 'active') {
    void import('@/features/auth/api/replica').then((m) => m.openUserReplica(cached.uid, cached.role)).catch(() => undefined);
  }
  // Loaded after the settings are known to be valid: the app reads them as it starts.
  const { App } = await import('@/app/App');
  // The service worker (and the precache it downloads) waits until the first screen is drawn.
  afterFirstPaint(() => void import('@/app/pwa').then((m) => m.registerServiceWorker()));
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
