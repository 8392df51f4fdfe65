import { APP_TITLE } from '@/config/constants';

/**
 * Focus after a navigation: a screen reader announces the new page's heading and the next Tab
 * starts in the page, not in the sidebar the link was in. The document title names the page too
 * (the browser's history and tab list, and what an assistive technology reads on a page change).
 */

function pageHeading(root: ParentNode): HTMLElement | null {
  return root.querySelector<HTMLElement>('main h1') ?? root.querySelector<HTMLElement>('h1');
}

/** Moves focus to `heading` (focusable by script only) without scrolling, and titles the document after it. */
export function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function titleDocumentAfter(heading: HTMLElement | null, doc: Document = document): void {
  const text = heading?.textContent?.trim();
  doc.title = text && text !== APP_TITLE ? `${text} · ${APP_TITLE}` : APP_TITLE;
}

/**
 * Once the new page's h1 is rendered (screens may show it after their data arrives; gives up
 * after `timeoutMs`), titles the document after it and, unless the page already put focus
 * inside itself (a form's first field), focuses it. Returns a cancel function.
 */
export function focusPageHeadingWhenShown({
  timeoutMs = 3000,
  moveFocus = true,
}: { timeoutMs?: number; moveFocus?: boolean } = {}): () => void {
  const settle = (heading: HTMLElement) => {
    titleDocumentAfter(heading);
    if (!moveFocus) return;
    const active = document.activeElement;
    const main = document.querySelector('main');
    if (active && active !== document.body && main?.contains(active)) return;
    focusHeading(heading);
  };
  const found = pageHeading(document);
  if (found) {
    settle(found);
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    const heading = pageHeading(document);
    if (!heading) return;
    stop();
    settle(heading);
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
