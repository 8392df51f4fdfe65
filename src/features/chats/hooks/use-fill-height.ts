import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Height that takes the element from where it starts down to the bottom of the viewport
 * (minus `bottomGap`), so the conversation fills the screen whatever the shell's top bar
 * measures (it wraps on phones). Falls back to the CSS value until measured.
 */
export function useFillHeight<T extends HTMLElement>(bottomGap: number) {
  const ref = useRef<T>(null);
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      const h = Math.floor((window.visualViewport?.height ?? window.innerHeight) - top - bottomGap);
      setHeight(h > 0 ? h : null);
    };
    measure();
    window.addEventListener('resize', measure);
    window.visualViewport?.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      window.visualViewport?.removeEventListener('resize', measure);
    };
  }, [bottomGap]);
  return [ref, height] as const;
}
