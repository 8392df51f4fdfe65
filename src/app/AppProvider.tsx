import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { toaster } from '@/lib/toaster';
import { system } from './theme';

// The toast group (its state machine, dismissal layers) is not drawn until there is a toast:
// it loads once the first screen has painted, or at once when a toast comes earlier. The store
// keeps toasts created before it mounts, and the group shows them when it does.
const Toaster = lazy(() => import('@/components/feedback/Toaster').then((m) => ({ default: m.Toaster })));

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const cancel = afterFirstPaint(mount);
    const unsubscribe = toaster.subscribe(mount);
    return () => {
      cancel();
      unsubscribe();
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      {children}
      <DeferredToaster />
    </ChakraProvider>
  );
}
