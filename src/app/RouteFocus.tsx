import { useEffect } from 'react';
import { useRouter } from '@tanstack/react-router';
import { focusPageHeadingWhenShown } from '@/lib/page-heading';

/**
 * After each navigation to another page, focus goes to that page's h1 (announced by screen
 * readers) and the document title names it. On the first load focus stays where the browser
 * puts it, so the first Tab reaches the skip link; only the title is set.
 */
export function RouteFocus() {
  const router = useRouter();
  useEffect(() => {
    let cancel: () => void = () => undefined;
    cancel = focusPageHeadingWhenShown({ moveFocus: false });
    const unsubscribe = router.subscribe('onResolved', ({ fromLocation, pathChanged }) => {
      if (!pathChanged) return;
      cancel();
      // The page's own effects (a form focusing its first field) run first.
      cancel = focusPageHeadingWhenShown({ moveFocus: fromLocation !== undefined });
    });
    return () => {
      unsubscribe();
      cancel();
    };
  }, [router]);
  return null;
}
