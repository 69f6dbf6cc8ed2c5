/** The app puts this at the top of the inspector: the selected element's diff while one is shown. */
import { lazy, Suspense } from 'react';
import { useCollabStore } from './collabStore.ts';

const InspectorDiff = lazy(() => import('./InspectorDiff.tsx').then((m) => ({ default: m.InspectorDiff })));

export function InspectorDiffSlot() {
  const diff = useCollabStore((s) => s.diff);
  if (!diff) return null;
  return (
    <Suspense fallback={null}>
      <InspectorDiff view={diff} />
    </Suspense>
  );
}
