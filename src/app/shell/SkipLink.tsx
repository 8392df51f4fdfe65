import { focusHeading } from '@/lib/page-heading';

/** The first Tab stop: jumps over the sidebar to the page (its h1, or the main region). Hidden until focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a
      className="app-skip-link"
      href={`#${targetId}`}
      onClick={(e) => {
        const main = document.getElementById(targetId);
        if (!main) return;
        // Not a hash navigation (the router would treat it as one): focus moves, the URL stays.
        e.preventDefault();
        const heading = main.querySelector<HTMLElement>('h1');
        if (heading) focusHeading(heading);
        else {
          main.setAttribute('tabindex', '-1');
          main.focus();
        }
      }}
    >
      Pular para o conteúdo
    </a>
  );
}
