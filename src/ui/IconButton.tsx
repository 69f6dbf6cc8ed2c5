/** Square icon-only button; `label` is both its accessible name and its tooltip. */
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Icon, type IconName } from './Icon.tsx';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: IconName;
  label: string;
  /** shortcut shown after the label in the tooltip, e.g. "Ctrl+Z" */
  shortcut?: string;
  pressed?: boolean;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, shortcut, pressed, className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={shortcut ? `${label} (${shortcut})` : label}
      className={`sb-iconbtn ${className ?? ''}`}
      {...rest}
    >
      <Icon name={icon} />
    </button>
  );
});
