/** The top of every inspector view: what kind of thing it is, its title, and its actions. */
import type { ReactNode } from 'react';

export function InspectorHeader({
  kind,
  title,
  badges,
  actions,
  back,
}: {
  kind: string;
  title: ReactNode;
  badges?: ReactNode;
  actions?: ReactNode;
  /** a way back to the agent this view was opened from */
  back?: { label: string; onClick: () => void };
}) {
  return (
    <header className="sb-insp__header">
      {back && (
        <button type="button" className="sb-insp__back" onClick={back.onClick}>
          ← {back.label}
        </button>
      )}
      <div className="sb-insp__kind-row">
        <span className="sb-insp__kind">{kind}</span>
        {badges}
        <span className="sb-insp__actions">{actions}</span>
      </div>
      <h2 className="sb-insp__title" data-testid="inspector-title">
        {title}
      </h2>
    </header>
  );
}
