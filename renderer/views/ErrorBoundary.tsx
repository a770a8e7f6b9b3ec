// A rendering bug in one view shows a message and a way back instead of a blank window.
import { Component, type ReactNode } from 'react';

interface Props {
  /** Already translated: the boundary sits outside the views that read the language. */
  message: string;
  retry: string;
  children: ReactNode;
}

export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-banner" role="alert" data-testid="view-crash">
        <span className="error-text">
          {this.props.message} ({this.state.error.message})
        </span>
        <button type="button" onClick={() => this.setState({ error: null })}>
          {this.props.retry}
        </button>
      </div>
    );
  }
}
