/**
 * Whether an element's content is larger than the element (it scrolls), sideways by default or
 * up and down with `axis: 'block'`, kept up to date as either resizes.
 */
import { useEffect, useRef, useState } from 'react';

export function useOverflows<TElement extends HTMLElement>(axis: 'inline' | 'block' = 'inline') {
  const ref = useRef<TElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setOverflows(axis === 'inline' ? element.scrollWidth > element.clientWidth + 1 : element.scrollHeight > element.clientHeight + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [axis]);
  return [ref, overflows] as const;
}
