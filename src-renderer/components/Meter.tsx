interface Props {
  label: string;
  /** 0..1 of the bar filled; values past 1 show as full and "over". */
  fraction: number;
  /** What the numbers say, shown beside the bar. */
  text: string;
  tone?: 'ok' | 'warn' | 'danger' | 'neutral';
  /** Ticks, 0..1, such as each encumbrance band's limit on a load bar. */
  marks?: readonly { at: number; label: string }[];
}

/** A labelled bar for things that run out or fill up: hit points, loads, days of food. */
export function Meter({ label, fraction, text, tone = 'neutral', marks = [] }: Props) {
  const clamped = Math.max(0, Math.min(1, Number.isFinite(fraction) ? fraction : 0));
  return (
    <div className={`meter meter-${tone}`}>
      <div className="meter-head">
        <span className="meter-label">{label}</span>
        <span className="meter-text numeric">{text}</span>
      </div>
      <div
        className="meter-track"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped * 100)}
        aria-valuetext={text}
      >
        <div className="meter-fill" style={{ width: `${clamped * 100}%` }} />
        {marks
          .filter((m) => m.at > 0 && m.at < 1)
          .map((m) => (
            <div key={m.label} className="meter-mark" style={{ left: `${m.at * 100}%` }} title={m.label} />
          ))}
      </div>
    </div>
  );
}
