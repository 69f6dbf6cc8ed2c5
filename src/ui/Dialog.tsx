/** Modal dialog on the native <dialog> (focus trap, Escape and inert background for free). */
import { useEffect, useRef, type ReactNode } from 'react';
import { IconButton } from './IconButton.tsx';

export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  width = 560,
  ...rest
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  'data-testid'?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="sb-dialog"
      style={{ width }}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (e.target === ref.current) onClose();
      }}
      data-testid={rest['data-testid']}
    >
      {open && (
        <div className="sb-dialog__frame">
          <header className="sb-dialog__header">
            <h2 className="sb-dialog__title">{title}</h2>
            <IconButton icon="close" label="Close" onClick={onClose} />
          </header>
          <div className="sb-dialog__body">{children}</div>
          {footer && <footer className="sb-dialog__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
