/** Shared dumb UI atoms (no store access except the toast queue). Styles: ui.css. */
export { Button, type ButtonProps } from './Button.tsx';
export { IconButton, type IconButtonProps } from './IconButton.tsx';
export { Icon, type IconName } from './Icon.tsx';
export { Panel } from './Panel.tsx';
export { Tabs, type TabItem } from './Tabs.tsx';
export { Menu, type MenuEntry } from './Menu.tsx';
export { Dialog } from './Dialog.tsx';
export { Toaster } from './Toaster.tsx';
export { toast } from './toast.ts';
export { Kbd, isApple, modKey } from './Kbd.tsx';
export { Pill } from './Pill.tsx';
export { isEditableTarget, hasMod } from './isEditableTarget.ts';
export { prefersReducedMotion } from './motion.ts';
export { runAction, action, describeFailure } from './runAction.ts';
export { PanelBoundary } from './PanelBoundary.tsx';
