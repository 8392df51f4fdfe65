import { chakra } from '@chakra-ui/react';
import { focusHeading } from '@/lib/page-heading';

/** The first Tab stop: jumps over the sidebar to the page (its h1, or the main region). Hidden until focused. */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <chakra.a
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
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="3"
      minH="11"
      bg="bg"
      color="fg"
      borderWidth="2px"
      borderColor="fg"
      rounded="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focus={{ transform: 'none', outline: '2px solid', outlineColor: 'fg', outlineOffset: '2px' }}
    >
      Pular para o conteúdo
    </chakra.a>
  );
}
