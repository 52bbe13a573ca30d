import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a renderer that threw. */
  fallback: ReactNode;
  /** The boundary clears when this changes (the widget was edited: try again). */
  resetKey: unknown;
  onError?: (error: unknown, info: ErrorInfo) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * One widget's error boundary: a renderer that throws shows `fallback` in its own
 * frame and the rest of the screen goes on. Editing the widget (a new `resetKey`) retries.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
