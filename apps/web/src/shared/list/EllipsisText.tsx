import type { ReactNode } from 'react';

/** One line cut with "…", the whole text on hover. */
export function EllipsisText({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <span
      title={title ?? (typeof children === 'string' ? children : undefined)}
      style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
    >
      {children}
    </span>
  );
}
