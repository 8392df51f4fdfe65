import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
// Emitted as a file of its own and precached by the service worker (vite.config.ts globPatterns: mjs), so a PDF opens offline.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** Pages rendered at most (a 300-page record is read in the office, not on the tablet at a hearing). */
const MAX_PAGES = 60;

/**
 * A PDF drawn by pdf.js inside the page (issue 42): Chrome on Android shows PDFs only in a tab
 * of its own, and only from Android 15. Loaded with React.lazy, only when a PDF is opened:
 * nothing of pdf.js is on the first screen.
 */
export default function PdfViewer({ file, title }: { file: Blob; title: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number; shown: number } | { error: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    let pdf: PDFDocumentProxy | undefined;
    const target = holder.current;
    (async () => {
      try {
        const data = new Uint8Array(await file.arrayBuffer());
        pdf = await getDocument({ data, isEvalSupported: false }).promise;
        if (cancelled || !target) return;
        target.replaceChildren();
        const shown = Math.min(pdf.numPages, MAX_PAGES);
        setState({ pages: pdf.numPages, shown });
        const width = Math.max(320, target.clientWidth || 800);
        for (let n = 1; n <= shown && !cancelled; n++) {
          const page = await pdf.getPage(n);
          const base = page.getViewport({ scale: 1 });
          const scale = (width / base.width) * Math.min(window.devicePixelRatio || 1, 2);
          const viewport = page.getViewport({ scale });
          const canvas = document.createElement('canvas');
          canvas.width = Math.floor(viewport.width);
          canvas.height = Math.floor(viewport.height);
          canvas.style.width = '100%';
          canvas.setAttribute('aria-label', `${title} — página ${n} de ${pdf.numPages}`);
          canvas.setAttribute('role', 'img');
          target.appendChild(canvas);
          await page.render({ canvas, viewport }).promise;
        }
      } catch {
        if (!cancelled) setState({ error: 'Não foi possível abrir este PDF (arquivo danificado ou protegido).' });
      }
    })();
    return () => {
      cancelled = true;
      void pdf?.destroy();
    };
  }, [file, title]);

  return (
    <Stack gap="2">
      {state && 'error' in state && <Text color="fg.error">{state.error}</Text>}
      {state && 'pages' in state && state.shown < state.pages && (
        <Text fontSize="sm" color="fg.muted">
          Mostrando as primeiras {state.shown} de {state.pages} páginas.
        </Text>
      )}
      <Box ref={holder} display="flex" flexDirection="column" gap="3" data-testid="pdf-pages" />
    </Stack>
  );
}
