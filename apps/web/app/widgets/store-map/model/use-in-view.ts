import { useEffect, useState } from 'react';

/**
 * True once the element given to the returned ref has come within `margin` of the viewport
 * (and stays true): what is below the fold loads only when the reader gets near it. The ref is
 * a callback, so an element that mounts later (after hydration) is observed too. Without
 * IntersectionObserver (old browsers) it is true at once.
 */
export function useInView<T extends Element>(
  margin = '200px',
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  return [setElement, seen];
}
