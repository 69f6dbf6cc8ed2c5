/** Keyboard shortcut reference, opened with `?` or the help button. */
import { Dialog, Kbd } from '../ui/index.ts';
import { useUiStore } from '../store/uiStore.ts';
import { SHORTCUT_GROUPS } from './shortcuts.ts';

export function HelpOverlay() {
  const open = useUiStore((s) => s.helpOpen);
  const setOpen = useUiStore((s) => s.setHelpOpen);
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Keyboard shortcuts" width={720} data-testid="help-overlay">
      <div className="sb-help">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.title} className="sb-help__group">
            <h3 className="sb-help__title">{group.title}</h3>
            <dl className="sb-help__list">
              {group.items.map((item) => (
                <div key={item.action} className="sb-help__row">
                  <dt>{item.action}</dt>
                  <dd>
                    {item.keys.map((combo, i) => (
                      <span key={i} className="sb-help__combo">
                        {i > 0 && <span className="sb-help__or">or</span>}
                        {combo.map((key) => (
                          <Kbd key={key}>{key}</Kbd>
                        ))}
                      </span>
                    ))}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </Dialog>
  );
}
