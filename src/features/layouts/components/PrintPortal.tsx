import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * Only the document prints. Its copy lives in a node directly under <body>, hidden on
 * screen; the print stylesheet hides every other child of <body> (display: none, so no
 * blank pages from the hidden app) and shows this one.
 */
const PRINT_CSS = `
.print-only-root { display: none; }
@media print {
  body > *:not(.print-only-root) { display: none !important; }
  .print-only-root { display: block !important; color: #000; background: #fff; font-family: 'Times New Roman', Times, serif; font-size: 12pt; }
  @page { size: A4; margin: 2.5cm 2cm 2cm 3cm; }
}
`;

export function PrintPortal({ children }: { children: ReactNode }) {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const el = document.createElement('div');
    el.className = 'print-only-root';
    el.setAttribute('data-testid', 'print-root');
    el.setAttribute('aria-hidden', 'true');
    document.body.appendChild(el);
    // The portal's target exists only once mounted (it is a child of document.body): set once, removed on unmount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setNode(el);
    return () => el.remove();
  }, []);
  return (
    <>
      <style>{PRINT_CSS}</style>
      {node && createPortal(children, node)}
    </>
  );
}
