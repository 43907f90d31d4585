import './loading-overlay.css';

export const SPINNER_STYLES = ['ring', 'dual-ring', 'dots', 'bars', 'pulse', 'orbit', 'wave'] as const;
export type SpinnerStyle = (typeof SPINNER_STYLES)[number];

const PARTS: Record<SpinnerStyle, number> = { ring: 1, 'dual-ring': 2, dots: 3, bars: 5, pulse: 1, orbit: 1, wave: 5 };

export type LoadingOverlayProps = {
  spinner?: SpinnerStyle;
  /** What the app is doing, shown under the spinner and announced: 'Checking your bank verification…'. */
  label?: string;
};

/** Covers the whole page, so nothing can be clicked twice while the app is busy, and says what it is waiting for. */
export function LoadingOverlay({ spinner = 'ring', label = 'Loading…' }: LoadingOverlayProps) {
  return (
    <div className="lo-overlay" aria-busy="true" data-spinner={spinner}>
      <div className={'lo-spinner lo-' + spinner} aria-hidden="true">
        {Array.from({ length: PARTS[spinner] }, (_, index) => (
          <span key={index} />
        ))}
      </div>
      <p className="lo-words" role="status" aria-live="polite" data-loading-words="">
        {/* New words are a new node in the same live region (announced as before): changed in place, centred words
            of another length moved, which Chrome counts as a layout shift (issue 15, a signed-in reload on a phone). */}
        <span key={label}>{label}</span>
      </p>
    </div>
  );
}
