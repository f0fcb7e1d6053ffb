/** Whether an element's content is wider than the element (it scrolls sideways), kept up to date as either resizes. */
import { useEffect, useRef, useState } from 'react';

export function useOverflows<TElement extends HTMLElement>() {
  const ref = useRef<TElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}
