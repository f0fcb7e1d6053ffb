/**
 * A lucide icon drawn from its data (the `lucide` package: plain arrays, no runtime), as
 * lucide-react draws it. For the login page's few icons (its kit: password field, field message,
 * spinner, the sign-in frame): lucide-react's runtime alone is about 1 KB of /login's first load
 * (DESIGN.md section 7). The signed-in screens keep lucide-react's components.
 */
import { createElement } from 'react';
import type { IconNode } from 'lucide';

type DataIconProps = { icon: IconNode; size?: number; strokeWidth?: number; className?: string };

export function DataIcon({ icon, size = 24, strokeWidth = 2, className }: DataIconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
