/** Mirrors the chosen theme onto <html data-theme> so the CSS variables switch. */
import { useLayoutEffect } from 'react';
import { useUiStore } from '../store/uiStore.ts';

export function useThemeAttribute() {
  const theme = useUiStore((s) => s.theme);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return theme;
}
