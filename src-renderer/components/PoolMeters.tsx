import type { MemberFigures } from '../../src-shared/contract';
import { Meter } from './Meter';

const poolTone = (fraction: number) => (fraction <= 0.25 ? 'danger' : fraction <= 0.5 ? 'warn' : 'ok');

/** Hit points and, where the system has one, the fatigue pool (FP or END), each as a meter with a third marked. */
export function PoolMeters({ hp, fp }: { hp: { current: number; max: number }; fp: { current: number; max: number; label?: string } | null }) {
  const third = [{ at: 1 / 3, label: 'A third: below it the character slows' }];
  const hpFraction = hp.max > 0 ? hp.current / hp.max : 0;
  return (
    <>
      <Meter label="Hit points" fraction={hpFraction} tone={poolTone(hpFraction)} text={`${hp.current} / ${hp.max}${hp.current <= 0 ? ' · down' : ''}`} marks={fp ? third : []} />
      {fp && (
        <Meter
          label={fp.label ?? 'FP'}
          fraction={fp.max > 0 ? fp.current / fp.max : 0}
          tone={poolTone(fp.max > 0 ? fp.current / fp.max : 0)}
          text={`${fp.current} / ${fp.max}`}
          marks={third}
        />
      )}
    </>
  );
}

/** The load against the most the member can move with, each encumbrance band's limit marked. */
export function LoadMeter({ figures: f }: { figures: MemberFigures }) {
  const limit = f.bands[f.bands.length - 1]?.upToPounds ?? 0;
  const tone = !f.canMove ? 'danger' : f.encumbrance.rank === 0 ? 'ok' : 'warn';
  return (
    <Meter
      label={`Load · ${/^[A-Z][a-z]/.test(f.encumbrance.label) ? f.encumbrance.label.toLowerCase() : f.encumbrance.label}`}
      fraction={f.loadFraction}
      tone={tone}
      marks={f.bands.slice(0, -1).map((b) => ({ at: limit > 0 ? b.upToPounds / limit : 0, label: `${b.label} up to ${b.upToPounds} lb` }))}
      text={`${Math.round(f.carriedPounds * 10) / 10} / ${limit} lb`}
    />
  );
}
