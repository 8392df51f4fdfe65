import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-app';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { isStaffRole } from '@/config/roles';
import { loadStoredUser } from '@/features/auth/session-storage';

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
  // Loaded after the settings are known to be valid: importing them initialises Firebase.
  const { App } = await import('@/app/App');
  const { registerServiceWorker } = await import('@/app/pwa');
  registerServiceWorker();
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
