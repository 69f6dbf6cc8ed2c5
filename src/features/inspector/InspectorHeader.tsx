/** The top of every inspector view: what kind of thing it is, its title, and its actions. */
import type { ReactNode } from 'react';
import { IconButton } from '../../ui/index.ts';

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

/**
 * The header of an edge's view (a handoff, a "calls as tool" edge): "from → to" with each end a
 * link to its agent, and a delete action that also clears the selection.
 */
export function EdgeInspectorHeader({
  kind,
  from,
  to,
  verb,
  deleteLabel,
  onDelete,
  select,
}: {
  kind: string;
  from: { id: string; name: string };
  to: { id: string; name: string };
  /** what the arrow says to a screen reader ("to", "calls") */
  verb: string;
  deleteLabel: string;
  onDelete: () => void;
  select: (ids: string[]) => void;
}) {
  return (
    <InspectorHeader
      kind={kind}
      title={
        <span className="sb-insp__route">
          <button type="button" className="sb-insp__link" onClick={() => select([from.id])}>
            {from.name}
          </button>
          <span className="sb-insp__arrow" aria-label={verb}>→</span>
          <button type="button" className="sb-insp__link" onClick={() => select([to.id])}>
            {to.name}
          </button>
        </span>
      }
      actions={
        <IconButton
          icon="trash"
          label={deleteLabel}
          onClick={() => {
            onDelete();
            select([]);
          }}
        />
      }
    />
  );
}
