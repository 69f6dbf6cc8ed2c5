/** A key cap. `Mod` renders as ⌘ on Apple platforms and Ctrl elsewhere. */
export const isApple = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function modKey(): string {
  return isApple ? '⌘' : 'Ctrl';
}

export function Kbd({ children }: { children: string }) {
  return <kbd className="sb-kbd">{children === 'Mod' ? modKey() : children}</kbd>;
}
