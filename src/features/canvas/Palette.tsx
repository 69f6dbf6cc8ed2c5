/**
 * The left rail: drag an agent, tool or guardrail onto the canvas (HTML5 drag and drop).
 * Keyboard and click users get the same: Enter/click adds an agent at the centre of the view,
 * or attaches a tool/guardrail to the selected agent.
 */
import { memo, useCallback } from 'react';
import { Icon, Panel } from '../../ui/index.ts';
import { PALETTE_MIME, PALETTE_SECTIONS, type PaletteItem } from './paletteItems.ts';
import { usePaletteInsert } from './usePaletteInsert.ts';

export const Palette = memo(function Palette() {
  const insert = usePaletteInsert();
  return (
    <Panel title="Palette" className="sb-palette" data-testid="palette">
      {PALETTE_SECTIONS.map((section) => (
        <div key={section.title} className="sb-palette__section">
          <div className="sb-palette__heading">
            <span>{section.title}</span>
            {section.note && <span className="sb-palette__note">{section.note}</span>}
          </div>
          <ul className="sb-palette__list">
            {section.items.map((item) => (
              <li key={item.key}>
                <PaletteEntry item={item} onActivate={insert} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="sb-palette__tip">
        Drag from a node's right edge to another agent to add a handoff.
      </p>
    </Panel>
  );
});

function PaletteEntry({ item, onActivate }: { item: PaletteItem; onActivate: (item: PaletteItem) => void }) {
  const onDragStart = useCallback(
    (e: React.DragEvent) => {
      e.dataTransfer.setData(PALETTE_MIME, JSON.stringify(item.payload));
      e.dataTransfer.effectAllowed = 'copy';
    },
    [item],
  );
  return (
    <button
      type="button"
      draggable
      className={`sb-palette__item sb-palette__item--${item.payload.kind}`}
      data-testid={`palette-${item.key}`}
      title={item.hint}
      onDragStart={onDragStart}
      onClick={() => onActivate(item)}
    >
      <span className="sb-palette__icon">
        <Icon name={item.icon} />
      </span>
      <span className="sb-palette__text">
        <span className="sb-palette__label">{item.label}</span>
        <span className="sb-palette__hint">{item.hint}</span>
      </span>
    </button>
  );
}
