import { Component, type ReactNode } from 'react';
import { say } from '#machines/app/words.ts';
import { isChunkLoadError, reloadOnce } from './chunk-load.ts';

type Props = { children: ReactNode; storage?: Pick<Storage, 'getItem' | 'setItem'>; reload?: () => void };
type State = { failure: 'none' | 'chunk-reloading' | 'chunk' | 'other' };

// Plain markup and inline styles: the failed chunk may be the one holding the theme.
const screen = {
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 24,
  font: '14px/1.5 system-ui, sans-serif',
  color: '#111827',
  background: '#F9FAFB',
} as const;
const card = { maxWidth: 480, background: '#FFFFFF', borderRadius: 8, padding: 32, boxShadow: '0 4px 16px rgba(17, 24, 39, 0.10)' } as const;
const button = {
  minWidth: 56,
  height: 44,
  padding: '0 20px',
  border: 0,
  borderRadius: 6,
  background: '#1F4E79',
  color: '#FFFFFF',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;

/** Catches what a page failed to render. A failed chunk reloads the page once; then it asks the visitor. */
export class ChunkErrorBoundary extends Component<Props, State> {
  override state: State = { failure: 'none' };

  static getDerivedStateFromError(error: unknown): State {
    return { failure: isChunkLoadError(error) ? 'chunk' : 'other' };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    const reloading = reloadOnce(this.props.storage ?? sessionStorage, this.props.reload ?? (() => location.reload()));
    if (reloading) this.setState({ failure: 'chunk-reloading' });
  }

  override render() {
    const { failure } = this.state;
    if (failure === 'none') return this.props.children;
    const chunk = failure !== 'other';
    return (
      <main style={screen}>
        <div style={card} role="alert">
          <h1 style={{ fontSize: 24, margin: '0 0 12px' }}>{say(chunk ? 'app.failed.chunk' : 'app.failed.other')}</h1>
          <p style={{ margin: '0 0 20px', color: '#4B5563' }}>{say(failure === 'chunk-reloading' ? 'app.failed.reloading' : 'app.failed.checkConnection')}</p>
          {failure !== 'chunk-reloading' && (
            <button type="button" style={button} onClick={() => location.reload()}>
              {say('app.failed.reload')}
            </button>
          )}
        </div>
      </main>
    );
  }
}
