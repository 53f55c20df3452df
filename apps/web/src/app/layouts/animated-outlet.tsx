import type { CSSProperties } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PAGE_TRANSITION_MS } from '../startup-timing.ts';

/** The current page, faded in on every navigation (no motion under prefers-reduced-motion). */
export function AnimatedOutlet() {
  const { pathname } = useLocation();
  return (
    <div
      key={pathname}
      className="page-transition"
      style={{ '--page-transition-ms': `${PAGE_TRANSITION_MS}ms` } as CSSProperties}
    >
      <Outlet />
    </div>
  );
}
