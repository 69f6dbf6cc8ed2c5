/** The top bar's model chip: which model runs answer with (the provider as set), and a way to change it. */
import { Icon } from '../../ui/index.ts';
import { providerLabel, useModelSettings } from './modelSettings.ts';
import { usePlayStore } from './playStore.ts';
import { openModelSettings } from './settingsDialogStore.ts';

export function ModelChip() {
  const settings = useModelSettings();
  const playing = usePlayStore((s) => s.on);
  const offline = settings.provider === 'simulator';
  const label = playing ? 'You play the model' : offline ? 'Simulator: offline' : providerLabel(settings);
  return (
    <button
      type="button"
      className="sb-pill sb-topbar__model"
      data-provider={playing ? 'human' : settings.provider}
      onClick={openModelSettings}
      title={offline ? 'Runs use the offline simulator (no network, no key). Click for model settings' : 'Model settings'}
      data-testid="simulator-pill"
    >
      <span className="sb-pill__dot" aria-hidden="true" />
      <span className="sb-topbar__model-label">{label}</span>
      <Icon name="chevronDown" size={12} />
    </button>
  );
}
