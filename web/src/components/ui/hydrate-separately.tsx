import { Suspense, type ReactNode } from 'react';

/**
 * Server-rendered content that the browser takes over in a pass of its own, after the part of
 * the page around it: React leaves a completed Suspense boundary from the server for later (at a
 * lower priority) and commits the rest first. A phone then hydrates a page in several short
 * tasks instead of one long one, and a tap inside the boundary hydrates it at once. Nested
 * boundaries hydrate in later passes; sibling boundaries share one.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
