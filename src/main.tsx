import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError } from '@/config/env';
import { getFirebaseSettings } from '@/lib/firebase-app';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';

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
