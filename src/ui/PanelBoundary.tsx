/**
 * An error boundary around one panel (canvas, inspector, playground, timeline): a render error
 * there replaces that panel with the error and a way back (Retry re-mounts it; Reset panel also
 * clears the state the panel was showing), while the rest of the app keeps working.
 */
import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button.tsx';
import { Icon } from './Icon.tsx';

export interface PanelBoundaryProps {
  /** the panel's name in the message: "canvas", "inspector", "playground", "timeline" */
  name: string;
  children: ReactNode;
  /** clears what the panel shows (a replay, a selection) so a retry does not hit the same error */
  onReset?: () => void;
  /** the class of the slot the fallback fills (keeps the layout) */
  className?: string;
}

interface State {
  error: Error | null;
  /** bumped by Retry / Reset: a fresh key re-mounts the panel */
  attempt: number;
}

export class PanelBoundary extends Component<PanelBoundaryProps, State> {
  state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // the console keeps the component stack for a bug report; the panel shows the message
    console.error(`The ${this.props.name} panel failed`, error, info.componentStack);
  }

  private retry = () => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }));

  private reset = () => {
    try {
      this.props.onReset?.();
    } finally {
      this.retry();
    }
  };

  render() {
    const { error, attempt } = this.state;
    const { name, children, onReset, className } = this.props;
    if (!error) return <Fragment key={attempt}>{children}</Fragment>;
    return (
      <div className={`sb-panel-error ${className ?? ''}`} role="alert" data-testid="panel-error" data-panel={name}>
        <div className="sb-panel-error__box">
          <div className="sb-panel-error__title">
            <Icon name="alert" />
            <span>The {name} hit an error</span>
          </div>
          <p className="sb-panel-error__text">The rest of the app still works, and your graph is saved.</p>
          <pre className="sb-panel-error__message" data-testid="panel-error-message">
            {error.message || error.name}
          </pre>
          <div className="sb-panel-error__actions">
            <Button size="sm" onClick={this.retry} data-testid="panel-retry">
              Retry
            </Button>
            {onReset && (
              <Button size="sm" variant="primary" onClick={this.reset} data-testid="panel-reset">
                Reset {name}
              </Button>
            )}
          </div>
        </div>
      </div>
    );
  }
}
