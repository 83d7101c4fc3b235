import { useId, useState, type ReactNode } from 'react';
import type { MemberView } from '../../../../src-shared/contract';
import { api, ApiCallError } from '../../../api/client';
import { selectCurrentCampaign, useCampaigns } from '../../../stores/campaigns';
import { useParty } from '../../../stores/party';
import { chance216, fig, numberOr, percent, required, skillLevel, useLive } from './live';
import { RollButton } from './RollButton';
import { FieldError } from '../../../components/FieldError';
import './gurps.css';

type Live = ReturnType<typeof useLive<unknown>>;
type Options = readonly { value: string; label: string }[];

// ---------------------------------------------------------------- small parts

function Num({
  label,
  value,
  onChange,
  live,
  path,
  unit,
  decimal,
  placeholder,
}: {
  label: string;
  value: string;
  onChange(v: string): void;
  live?: Live;
  path?: string;
  unit?: string;
  decimal?: boolean;
  placeholder?: string;
}) {
  const id = useId();
  const error = live && path ? live.errorAt(path) : null;
  return (
    <div className={`field feat-field${error ? ' invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {unit && <span className="feat-unit"> ({unit})</span>}
      </label>
      <input
        id={id}
        className="numeric"
        inputMode={decimal ? 'decimal' : 'numeric'}
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Pick({ label, value, onChange, options, wide }: { label: string; value: string; onChange(v: string): void; options: Options; wide?: boolean }) {
  const id = useId();
  return (
    <div className={`field feat-field${wide ? ' feat-wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(v: boolean): void }) {
  return (
    <label className="check feat-check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

function Card({ title, children, note }: { title: string; children: ReactNode; note?: string }) {
  const id = useId();
  return (
    <section className="feat-card" aria-labelledby={id}>
      <header className="feat-head">
        <h3 id={id}>{title}</h3>
        {note && <span className="feat-note">{note}</span>}
      </header>
      {children}
    </section>
  );
}

function Inputs({ children }: { children: ReactNode }) {
  return <div className="feat-inputs">{children}</div>;
}

/** The answer the GM reads across the table. */
function Big({ value, unit, label, tone }: { value: ReactNode; unit?: string; label: string; tone?: 'ok' | 'warn' | 'danger' }) {
  return (
    <div className={`feat-big${tone ? ` ${tone}` : ''}`}>
      <span className="feat-big-value numeric">
        {value}
        {unit && <small>{unit}</small>}
      </span>
      <span className="feat-big-label">{label}</span>
    </div>
  );
}

/** The live answer; dimmed while the inputs have an error, since it answers the last good ones. */
function Answer({ children, stale }: { children: ReactNode; stale?: boolean }) {
  return (
    <div className={`feat-answer${stale ? ' stale' : ''}`} aria-live="polite">
      {children}
    </div>
  );
}

function Formulas({ lines }: { lines: readonly (string | null | undefined | false)[] }) {
  const shown = lines.filter((l): l is string => Boolean(l));
  return shown.length > 0 ? (
    <ul className="feat-formulas">
      {shown.map((l, i) => (
        <li key={i}>{l}</li>
      ))}
    </ul>
  ) : null;
}

/** An error the card's fields did not claim (a field it does not show, or the call as a whole). */
function CardError({ live, paths }: { live: Live; paths: readonly string[] }) {
  const e = live.error;
  if (!e) return null;
  if (e instanceof ApiCallError && paths.includes(e.path.join('.'))) return null;
  return (
    <p className="field-error" role="alert">
      {e.message}
    </p>
  );
}

const tone = (p: number) => (p >= 0.75 ? 'ok' : p >= 0.4 ? 'warn' : 'danger');

function useInputs<T extends Record<string, string | boolean>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setValues((v) => ({ ...v, [key]: value }));
  return [values, set] as const;
}

// ---------------------------------------------------------------- what the cards start from

interface Basis {
  member: MemberView;
  name: string;
  st: number;
  dx: number;
  iq: number;
  ht: number;
  will: number;
  per: number;
  basicLift: number;
  basicMove: number;
  move: number;
  encumbrance: number;
  fp: { current: number; max: number };
  skill(...names: string[]): number | undefined;
}

function figure(member: MemberView, key: string): number | undefined {
  const value = member.figures.characteristics.find((c) => c.key === key)?.value;
  if (value === undefined) return undefined;
  const n = typeof value === 'number' ? value : parseFloat(value);
  return Number.isFinite(n) ? n : undefined;
}

function basisOf(member: MemberView): Basis {
  const attributes = (member.sheet.attributes ?? {}) as Record<string, number>;
  const st = attributes.st ?? 10;
  const iq = attributes.iq ?? 10;
  return {
    member,
    name: member.name,
    st,
    dx: attributes.dx ?? 10,
    iq,
    ht: attributes.ht ?? 10,
    will: figure(member, 'will') ?? iq,
    per: figure(member, 'per') ?? iq,
    basicLift: figure(member, 'basicLift') ?? (st * st) / 5,
    basicMove: figure(member, 'basicMove') ?? member.figures.move.perRound,
    move: member.figures.move.perRound,
    encumbrance: member.figures.encumbrance.rank,
    fp: member.fp ?? { current: attributes.ht ?? 10, max: attributes.ht ?? 10 },
    skill: (...names) => skillLevel(member, ...names),
  };
}

const s = (n: number | undefined) => (n === undefined ? '' : String(n));
const toFourth = (level: number) => String(Math.min(4, level));

// ---------------------------------------------------------------- GURPS Lite feats

function JumpingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ basicMove: s(b.basicMove), runYards: '0' });
  const input = { basicMove: required(v.basicMove), runYards: numberOr(v.runYards) ?? 0 };
  const live = useLive(() => api.rules.gurps.jumping(input), JSON.stringify(input));
  const j = live.data;
  const feetInches = (inches: number) => `${Math.floor(inches / 12)} ft ${fig(inches % 12)} in`;
  return (
    <Card title="Jumping">
      <Inputs>
        <Num label="Basic Move" value={v.basicMove} onChange={set('basicMove')} live={live} path="basicMove" />
        <Num label="Run-up" unit="yd" value={v.runYards} onChange={set('runYards')} live={live} path="runYards" decimal />
      </Inputs>
      {j && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(j.high.running)} unit="in" label={`High jump · ${feetInches(j.high.running)}`} />
            <Big value={fig(j.broad.running)} unit="ft" label="Broad jump" />
          </div>
          <Formulas lines={input.runYards > 0 ? [j.high.runningFormula, j.broad.runningFormula] : [j.high.standingFormula, j.broad.standingFormula]} />
        </Answer>
      )}
      <CardError live={live} paths={['basicMove', 'runYards']} />
    </Card>
  );
}

const CLIMBS: Options = [
  { value: 'mountain', label: 'Ordinary mountain (0)' },
  { value: 'tree', label: 'Ordinary tree (+5)' },
  { value: 'stone-wall', label: 'Vertical stone wall (−3)' },
  { value: 'modern-building', label: 'Modern building (−3)' },
  { value: 'rope-up', label: 'Rope, up (−2)' },
  { value: 'rope-down', label: 'Rope, down, no gear (−1)' },
  { value: 'rope-down-equipped', label: 'Rope, down, with gear (−1)' },
  { value: 'ladder-up', label: 'Ladder, up (no roll)' },
  { value: 'ladder-down', label: 'Ladder, down (no roll)' },
];

function ClimbingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ climb: 'mountain', heightFeet: '30', pace: 'regular', climbing: s(b.skill('climbing')), dx: s(b.dx), encumbranceLevel: toFourth(b.encumbrance) });
  const input = {
    climb: v.climb as 'mountain',
    heightFeet: required(v.heightFeet),
    pace: v.pace as 'regular',
    climbing: numberOr(v.climbing),
    dx: numberOr(v.dx),
    encumbranceLevel: required(v.encumbranceLevel),
  };
  const live = useLive(() => api.rules.gurps.climbing(input), JSON.stringify(input));
  const c = live.data;
  return (
    <Card title="Climbing">
      <Inputs>
        <Pick label="What" value={v.climb} onChange={set('climb')} options={CLIMBS} wide />
        <Num label="Height" unit="ft" value={v.heightFeet} onChange={set('heightFeet')} live={live} path="heightFeet" decimal />
        <Pick
          label="Pace"
          value={v.pace}
          onChange={set('pace')}
          options={[
            { value: 'regular', label: 'Regular' },
            { value: 'combat', label: 'Combat (1 FP a roll)' },
          ]}
        />
        <Num label="Climbing" value={v.climbing} onChange={set('climbing')} live={live} path="climbing" placeholder="DX-5" />
        <Num label="DX" value={v.dx} onChange={set('dx')} live={live} path="dx" />
        <Num label="Encumbrance" unit="0-4" value={v.encumbranceLevel} onChange={set('encumbranceLevel')} live={live} path="encumbranceLevel" />
      </Inputs>
      {c && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={c.time} label={`${c.speed.text}`} />
            {c.rollNeeded ? (
              <Big value={percent(c.chanceWithoutFailure)} label={`no fall in ${c.rolls} roll${c.rolls === 1 ? '' : 's'}`} tone={tone(c.chanceWithoutFailure)} />
            ) : (
              <Big value="No roll" label="ladders are safe" tone="ok" />
            )}
          </div>
          <Formulas
            lines={[
              c.target && `Roll against ${c.target.formula}: ${chance216(c.chances!.success)} each`,
              c.rollNeeded && `Critical failure ${percent(c.chances!.criticalFailure)} a roll; no critical failure in the climb ${percent(c.chanceWithoutCriticalFailure)}`,
              c.fpCost > 0 && `Costs ${c.fpCost} FP`,
            ]}
          />
          {c.rollNeeded && c.target && <RollButton label={`Climbing: ${b.name}`} target={c.target.effective} memberId={b.member.id} />}
        </Answer>
      )}
      <CardError live={live} paths={['heightFeet', 'climbing', 'dx', 'encumbranceLevel']} />
    </Card>
  );
}

const TERRAINS: Options = [
  { value: 'good', label: 'Good (x1.25): plains' },
  { value: 'average', label: 'Average (x1): hills' },
  { value: 'bad', label: 'Bad (x0.5): forest' },
  { value: 'very-bad', label: 'Very bad (x0.2): swamp' },
];
const TERRAIN_EXAMPLES: Record<string, string> = {
  good: 'level plains or hard-packed desert',
  average: 'light forest or rolling hills',
  bad: 'forest, broken ground or steep hills',
  'very-bad': 'jungle, mountains, swamp, soft sand or deep snow',
};

function HikingCard({ b }: { b: Basis }) {
  const party = useParty((st) => st.view);
  const characters = (party?.members ?? []).filter((m) => m.kind === 'pc' || m.kind === 'hireling');
  const leader = characters.find((m) => m.id === party?.leaderMemberId);
  const [v, set] = useInputs({ move: s(b.move), hiking: s(b.skill('hiking')), ht: s(b.ht), terrain: 'average', together: false });
  const group = v.together && characters.length > 1;
  const leadership = leader ? skillLevel(leader, 'leadership') : undefined;
  const input = {
    members: group
      ? characters.map((m) => {
          const mb = m.id === b.member.id ? null : basisOf(m);
          return mb
            ? { label: m.name, move: mb.move, hiking: mb.skill('hiking'), ht: mb.ht }
            : { label: m.name, move: required(v.move), hiking: numberOr(v.hiking), ht: numberOr(v.ht) };
        })
      : [{ label: b.name, move: required(v.move), hiking: numberOr(v.hiking), ht: numberOr(v.ht) }],
    terrain: v.terrain as 'average',
    ...(group && leadership !== undefined ? { leadership } : {}),
  };
  const live = useLive(() => api.rules.gurps.hiking(input), JSON.stringify(input));
  const h = live.data;
  const me = h?.members.find((m) => m.label === b.name) ?? h?.members[0];
  const rollTarget = h ? (h.groupTarget ?? me?.hiking ?? null) : null;
  return (
    <Card title="Hiking" note="a day's march">
      <Inputs>
        <Num label="Move" value={v.move} onChange={set('move')} live={live} path="members.0.move" />
        <Num label="Hiking" value={v.hiking} onChange={set('hiking')} live={live} path="members.0.hiking" placeholder="HT-5" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="members.0.ht" />
        <Pick label="Terrain" value={v.terrain} onChange={set('terrain')} options={TERRAINS} wide />
      </Inputs>
      {characters.length > 1 && <Check label={`March with the party (${characters.length} characters)`} checked={v.together as boolean} onChange={set('together')} />}
      {h && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            {h.outcomes.map((o) => (
              <Big key={o.miles} value={fig(o.miles)} unit="mi" label={`${percent(o.probability)} chance`} />
            ))}
          </div>
          <Formulas
            lines={[
              h.mode === 'leader'
                ? `${leader?.name} (Leadership ${leadership}) rolls once for everyone against the average Hiking ${h.groupTarget}: ${chance216(h.groupChances!.success)}`
                : group
                  ? 'Everyone rolls; the group keeps to whoever makes the fewest miles.'
                  : me && `Hiking ${me.hiking}: ${chance216(me.bonusChance)} to march 20% farther`,
              ...(group ? h.members.map((m) => `${m.label}: ${m.formula}, or ${fig(m.milesWithBonus)} on a made roll`) : me ? [me.formula, me.formulaWithBonus] : []),
              `Over ${TERRAIN_EXAMPLES[v.terrain as string]}, ${fig(h.expectedMiles)} miles on average; bad weather cuts it further.`,
            ]}
          />
          {rollTarget !== null && (
            <RollButton label={h.mode === 'leader' ? `Hiking (the group, led by ${leader?.name})` : `Hiking: ${b.name}`} target={rollTarget} memberId={b.member.id} />
          )}
        </Answer>
      )}
      <CardError live={live} paths={['members.0.move', 'members.0.hiking', 'members.0.ht']} />
    </Card>
  );
}

function LiftingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ weightLb: '100', basicLift: s(b.basicLift), helpers: '' });
  const helpers = v.helpers
    .split(/[,\s]+/)
    .filter((t) => t !== '')
    .map(Number);
  const input = { basicLift: required(v.basicLift), weightLb: required(v.weightLb), helperBasicLifts: helpers };
  const live = useLive(() => api.rules.gurps.lifting(input), JSON.stringify(input));
  const l = live.data;
  const helperError = live.error instanceof ApiCallError && live.error.path[0] === 'helperBasicLifts' ? live.error.reason : null;
  return (
    <Card title="Lifting and moving">
      <Inputs>
        <Num label="Weight" unit="lb" value={v.weightLb} onChange={set('weightLb')} live={live} path="weightLb" decimal />
        <Num label="Basic Lift" unit="lb" value={v.basicLift} onChange={set('basicLift')} live={live} path="basicLift" decimal />
        <div className={`field feat-field feat-wide${helperError ? ' invalid' : ''}`}>
          <label htmlFor={`helpers-${b.member.id}`}>Helpers' Basic Lift (lb each)</label>
          <input id={`helpers-${b.member.id}`} value={v.helpers} placeholder="e.g. 20, 24" onChange={(e) => set('helpers')(e.target.value)} />
          <FieldError message={helperError} />
        </div>
      </Inputs>
      {l && (
        <Answer stale={Boolean(live.error)}>
          <ul className="feat-options">
            {l.options.map((o) => (
              <li key={o.id} className={o.possible ? 'yes' : 'no'}>
                <span aria-hidden="true">{o.possible ? '✔' : '✘'}</span>
                <span className="feat-option-label">
                  {o.label}
                  {o.possible && o.seconds !== null ? ` · ${o.seconds} s` : ''}
                  {o.fpPerSecond > 0 ? ' · 1 FP a second' : ''}
                </span>
                <span className="numeric">up to {fig(o.limit)} lb</span>
              </li>
            ))}
          </ul>
          <Formulas lines={[l.basicLiftFormula]} />
        </Answer>
      )}
      <CardError live={live} paths={['weightLb', 'basicLift']} />
    </Card>
  );
}

function RunningCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ distanceYards: '100', mode: 'sprint', move: s(b.move), ht: s(b.ht), fp: s(b.fp.current), fpMax: s(b.fp.max) });
  const input = {
    move: required(v.move),
    ht: required(v.ht),
    fp: required(v.fp),
    fpMax: required(v.fpMax),
    mode: v.mode as 'sprint',
    distanceYards: numberOr(v.distanceYards),
  };
  const live = useLive(() => api.rules.gurps.running(input), JSON.stringify(input));
  const r = live.data;
  const loseAny = r?.plan ? 1 - (r.plan.fpLostOutcomes.find((o) => o.fpLost === 0)?.probability ?? 0) : null;
  return (
    <Card title="Running">
      <Inputs>
        <Num label="Distance" unit="yd" value={v.distanceYards} onChange={set('distanceYards')} live={live} path="distanceYards" decimal />
        <Pick
          label="Pace"
          value={v.mode}
          onChange={set('mode')}
          options={[
            { value: 'sprint', label: 'Sprint' },
            { value: 'paced', label: 'Paced' },
          ]}
        />
        <Num label="Move" value={v.move} onChange={set('move')} live={live} path="move" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="ht" />
        <Num label="FP" value={v.fp} onChange={set('fp')} live={live} path="fp" />
        <Num label="of FP" value={v.fpMax} onChange={set('fpMax')} live={live} path="fpMax" />
      </Inputs>
      {r && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(v.mode === 'paced' ? r.speeds.paced : r.speeds.sprint)} unit="yd/s" label={v.mode === 'paced' ? 'paced' : 'sprinting, after the first second'} />
            {r.plan && <Big value={r.plan.time} label={`${r.plan.rolls} HT roll${r.plan.rolls === 1 ? '' : 's'} on the way`} />}
          </div>
          <Formulas
            lines={[
              ...r.speeds.formulas,
              r.plan && loseAny !== null && `Chance of losing any FP: ${percent(loseAny)}; on average ${fig(r.plan.expectedFpLost)} FP`,
              r.plan && r.plan.unconsciousChance > 0 && `Chance of collapsing before arriving: ${percent(r.plan.unconsciousChance)}`,
            ]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['distanceYards', 'move', 'ht', 'fp', 'fpMax']} />
    </Card>
  );
}

function SwimmingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({
    swimming: s(b.skill('swimming')),
    ht: s(b.ht),
    encumbranceLevel: toFourth(b.encumbrance),
    intentional: true,
    basicMove: s(b.basicMove),
  });
  const input = {
    swimming: numberOr(v.swimming),
    ht: required(v.ht),
    encumbranceLevel: required(v.encumbranceLevel),
    intentional: v.intentional as boolean,
    basicMove: required(v.basicMove),
    fp: b.fp.current,
    fpMax: b.fp.max,
  };
  const live = useLive(() => api.rules.gurps.swimming(input), JSON.stringify(input));
  const w = live.data;
  return (
    <Card title="Swimming">
      <Inputs>
        <Num label="Swimming" value={v.swimming} onChange={set('swimming')} live={live} path="swimming" placeholder="HT-4" />
        <Num label="HT" value={v.ht} onChange={set('ht')} live={live} path="ht" />
        <Num label="Encumbrance" unit="0-4" value={v.encumbranceLevel} onChange={set('encumbranceLevel')} live={live} path="encumbranceLevel" />
        <Num label="Basic Move" value={v.basicMove} onChange={set('basicMove')} live={live} path="basicMove" />
      </Inputs>
      <Check label="Went into the water on purpose (+3)" checked={v.intentional as boolean} onChange={set('intentional')} />
      {w && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={percent(w.chances.success)} label={`stays afloat (roll ${w.target.effective})`} tone={tone(w.chances.success)} />
            <Big value={fig(w.waterMove.move)} unit="yd/s" label="water Move" />
          </div>
          <Formulas
            lines={[
              `Roll against ${w.target.formula}, on entering and every 5 minutes`,
              `Drowns only by failing every roll from FP ${b.fp.current} to 0: ${percent(w.drowningChance)}`,
              `Each minute at top speed: ${w.endurance.formula}, ${chance216(w.enduranceChances.success)}, or lose 1 FP`,
              w.waterMove.formula,
            ]}
          />
          <RollButton label={`Swimming: ${b.name}`} target={w.target.effective} memberId={b.member.id} />
        </Answer>
      )}
      <CardError live={live} paths={['swimming', 'ht', 'encumbranceLevel', 'basicMove']} />
    </Card>
  );
}

function ThrowingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ weightLb: '2', st: s(b.st), dx: s(b.dx), basicLift: s(b.basicLift) });
  const input = { weightLb: required(v.weightLb), st: required(v.st), dx: required(v.dx), basicLift: numberOr(v.basicLift) };
  const live = useLive(() => api.rules.gurps.throwing(input), JSON.stringify(input));
  const t = live.data;
  return (
    <Card title="Throwing">
      <Inputs>
        <Num label="Weight" unit="lb" value={v.weightLb} onChange={set('weightLb')} live={live} path="weightLb" decimal />
        <Num label="ST" value={v.st} onChange={set('st')} live={live} path="st" />
        <Num label="DX" value={v.dx} onChange={set('dx')} live={live} path="dx" />
        <Num label="Basic Lift" unit="lb" value={v.basicLift} onChange={set('basicLift')} live={live} path="basicLift" decimal />
      </Inputs>
      {t && (
        <Answer stale={Boolean(live.error)}>
          {t.canThrow ? (
            <div className="feat-bigs">
              <Big value={fig(t.distance!)} unit="yd" label={t.hands === 1 ? 'one hand will do' : 'needs both hands'} />
              <Big value={t.damage!} label="damage, usually crushing" />
            </div>
          ) : (
            <div className="feat-bigs">
              <Big value="Too heavy" label="over 8 x Basic Lift" tone="danger" />
            </div>
          )}
          <Formulas
            lines={[
              ...t.sentences,
              t.canThrow && `Hit a chosen target (DX-3 = ${t.specificTarget}): ${chance216(t.specificChances.success)}; land it in an area (DX ${t.areaTarget}): ${chance216(t.areaChances.success)}`,
            ]}
          />
          {t.canThrow && <RollButton label={`Throw: ${b.name}`} target={t.specificTarget} memberId={b.member.id} />}
        </Answer>
      )}
      <CardError live={live} paths={['weightLb', 'st', 'dx', 'basicLift']} />
    </Card>
  );
}

const CHECKS: Options = [
  { value: 'vision', label: 'Vision roll (Per)' },
  { value: 'hearing', label: 'Hearing roll (Per)' },
  { value: 'taste-smell', label: 'Taste/Smell roll (Per)' },
  { value: 'will', label: 'Will roll' },
  { value: 'fright', label: 'Fright Check (Will)' },
  { value: 'influence', label: 'Influence roll (Quick Contest)' },
];
const INFLUENCE: Options = [
  { value: 'diplomacy', label: 'Diplomacy' },
  { value: 'fast-talk', label: 'Fast-Talk' },
  { value: 'intimidation', label: 'Intimidation' },
  { value: 'savoir-faire', label: 'Savoir-Faire' },
  { value: 'sex-appeal', label: 'Sex Appeal' },
  { value: 'streetwise', label: 'Streetwise' },
  { value: 'other', label: 'Another skill' },
];
const LIGHT: Options = [
  { value: 'bright', label: 'Daylight' },
  { value: 'normal', label: 'Overcast, bright indoors' },
  { value: 'slightly-dim', label: 'Ordinary indoors' },
  { value: 'dim', label: 'Torch or lantern (−1)' },
  { value: 'very-dim', label: 'Candle, embers (−2)' },
  { value: 'dark', label: 'Moonlight (−4)' },
  { value: 'very-dark', label: 'Starlight (−8)' },
  { value: 'total-darkness', label: 'Total darkness' },
  { value: 'very-bright', label: 'Sun in the eyes' },
  { value: 'harsh', label: 'Harsh lamp' },
  { value: 'near-blinding', label: 'Searchlight in the face' },
];
const REACTIONS: Record<string, string> = { 'very-good': 'Very Good', good: 'Good', bad: 'Bad', 'very-bad': 'Very Bad' };
const CHECK_LABEL: Record<string, string> = {
  vision: 'Vision roll',
  hearing: 'Hearing roll',
  'taste-smell': 'Taste/Smell roll',
  will: 'Will roll',
  fright: 'Fright Check',
};

function ChecksCard({ b }: { b: Basis }) {
  const nightVision = Boolean(b.member.sheet.nightVision);
  const [v, set] = useInputs({
    check: 'vision',
    per: s(b.per),
    will: s(b.will),
    modifier: '0',
    light: 'bright',
    skill: 'diplomacy',
    level: s(b.skill('diplomacy') ?? b.iq - 5),
    subjectWill: '10',
  });
  const sense = v.check === 'vision' || v.check === 'hearing' || v.check === 'taste-smell';
  const lightLive = useLive(
    () => (v.check === 'vision' ? api.rules.gulliver.lightLevel({ level: v.light as 'bright', nightVision: nightVision ? 'full' : 'none' }) : null),
    `${v.check}:${v.light}:${nightVision}`,
    0,
  );
  const light = v.check === 'vision' ? lightLive.data : null;
  const lightPenalty = light ? (light.perceived.blind ? null : light.perceived.darknessPenalty + light.perceived.visionPenalty) : 0;
  const modifier = numberOr(v.modifier) ?? 0;
  const modifierPath = `modifiers.${lightPenalty ? 1 : 0}.value`;
  const modifiers = [
    ...(lightPenalty ? [{ label: light!.perceived.label.toLowerCase(), value: lightPenalty }] : []),
    ...(modifier !== 0 ? [{ label: 'situation', value: modifier }] : []),
  ];
  const input = sense
    ? { kind: 'sense' as const, sense: v.check as 'vision', per: required(v.per), modifiers }
    : v.check === 'influence'
      ? { kind: 'influence' as const, skill: v.skill as 'diplomacy', level: required(v.level), subjectWill: required(v.subjectWill), modifiers }
      : { kind: v.check as 'will', will: required(v.will), modifiers };
  const blind = v.check === 'vision' && light?.perceived.blind;
  const live = useLive(() => (blind ? null : api.rules.gurps.check(input)), JSON.stringify(input) + String(blind));
  const c = live.data;
  const skillName = INFLUENCE.find((o) => o.value === v.skill)?.label ?? 'Influence';
  return (
    <Card title="Checks">
      <Inputs>
        <Pick label="Roll" value={v.check} onChange={set('check')} options={CHECKS} wide />
        {sense && <Num label="Per" value={v.per} onChange={set('per')} live={live} path="per" />}
        {(v.check === 'will' || v.check === 'fright') && <Num label="Will" value={v.will} onChange={set('will')} live={live} path="will" />}
        {v.check === 'influence' && (
          <>
            <Pick
              label="Skill"
              value={v.skill}
              onChange={(value) => {
                set('skill')(value);
                const known = skillLevel(b.member, INFLUENCE.find((o) => o.value === value)?.label ?? value);
                if (known !== undefined) set('level')(String(known));
              }}
              options={INFLUENCE}
            />
            <Num label="Level" value={v.level} onChange={set('level')} live={live} path="level" />
            <Num label="Subject's Will" value={v.subjectWill} onChange={set('subjectWill')} live={live} path="subjectWill" />
          </>
        )}
        <Num label="Modifier" value={v.modifier} onChange={set('modifier')} live={live} path={modifierPath} placeholder="0" />
        {v.check === 'vision' && <Pick label={`Light${nightVision ? ' (Night Vision)' : ''}`} value={v.light} onChange={set('light')} options={LIGHT} wide />}
      </Inputs>
      {blind && (
        <Answer stale={false}>
          <div className="feat-bigs">
            <Big value="Blind" label="nothing to see by" tone="danger" />
          </div>
        </Answer>
      )}
      {c && !blind && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            {c.influence ? (
              <Big value={percent(c.influence.win)} label={`wins the contest: ${REACTIONS[c.influence.onWin]} reaction`} tone={tone(c.influence.win)} />
            ) : (
              <Big value={percent(c.chances.success)} label={`success on ${c.target.effective} or less`} tone={tone(c.chances.success)} />
            )}
            <Big value={c.target.effective} label="target" />
          </div>
          <Formulas
            lines={[
              `${c.target.formula}`,
              `Critical success ${percent(c.chances.criticalSuccess)} · critical failure ${percent(c.chances.criticalFailure)}`,
              c.fright && `Stunned (failure): ${percent(c.fright.stunned)} · faints (critical failure): ${percent(c.fright.faints)}`,
              c.influence && `On a loss or a tie: ${REACTIONS[c.influence.onLoss]} reaction (${percent(c.influence.lose)})`,
              c.influence?.gmAlsoRollsReaction && 'Diplomacy: the GM also rolls an ordinary reaction and keeps the better one.',
              light && light.steps.length > 0 && `Light as seen: ${light.steps.join('; ')}`,
            ]}
          />
          <RollButton
            label={`${v.check === 'influence' ? skillName : CHECK_LABEL[v.check]}: ${b.name}`}
            target={c.target.effective}
            memberId={b.member.id}
          />
        </Answer>
      )}
      <CardError live={live} paths={['per', 'will', 'level', 'subjectWill', modifierPath]} />
    </Card>
  );
}

// ---------------------------------------------------------------- GULLIVER

type BodySize = { linearScale: number } | { massLb: number };

function bodySize(member: MemberView): BodySize {
  const size = (member.sheet.size ?? {}) as { linearScale?: number; weightLb?: number };
  if (size.weightLb !== undefined) return { massLb: size.weightLb };
  return { linearScale: size.linearScale ?? 1 };
}

function SizeCard({ b }: { b: Basis }) {
  const size = bodySize(b.member);
  const live = useLive(() => api.rules.gulliver.size(size), JSON.stringify(size), 0);
  const z = live.data;
  return (
    <Card title={`Size of ${b.name}`} note="GULLIVER">
      {z && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={fig(z.linearScale)} label="Linear Scale" />
            <Big value={`${z.sizeModifier >= 0 ? '+' : ''}${z.sizeModifier}`} label="Size Modifier" />
            <Big value={fig(z.massLb)} unit="lb" label="mass" />
          </div>
          <Formulas lines={[z.explanation.linearScale, z.explanation.massLb, z.explanation.areaScale, z.explanation.massMultiplier, z.explanation.sizeModifier]} />
        </Answer>
      )}
      <CardError live={live} paths={[]} />
    </Card>
  );
}

const SURFACES: Options = [
  { value: 'very-hard', label: 'Stone, concrete, metal (x2)' },
  { value: 'hard', label: 'Packed soil (x1.5)' },
  { value: 'yielding', label: 'Soft soil, a body (x1)' },
  { value: 'soft', label: 'Mud, sand (x2/3)' },
  { value: 'water', label: 'Water, belly flop (x1/2)' },
  { value: 'water-dive', label: 'Water, clean dive (x1/5)' },
  { value: 'very-soft', label: 'Mattress, air bag (x1/3)' },
];

function FallingCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ heightYards: '5', surface: 'hard', pose: 'spread', hp: s(b.member.hp.max), acrobatics: false, breakfall: false });
  const input = {
    ...bodySize(b.member),
    heightYards: required(v.heightYards),
    hp: required(v.hp),
    surface: v.surface as 'hard',
    pose: v.pose as 'spread',
    skills: { catfallOrAcrobatics: v.acrobatics as boolean, breakfallManeuver: v.breakfall as boolean },
  };
  const live = useLive(() => api.rules.gulliver.falling(input), JSON.stringify(input));
  const p = live.data;
  const hp = b.member.hp.max;
  return (
    <Card title="Falling" note="GULLIVER">
      <Inputs>
        <Num label="Height" unit="yd" value={v.heightYards} onChange={set('heightYards')} live={live} path="heightYards" decimal />
        <Num label="HP" value={v.hp} onChange={set('hp')} live={live} path="hp" decimal />
        <Pick label="Landing on" value={v.surface} onChange={set('surface')} options={SURFACES} wide />
        <Pick
          label="Falling"
          value={v.pose}
          onChange={set('pose')}
          options={[
            { value: 'spread', label: 'Spread out' },
            { value: 'limp', label: 'Limp (x1.25 speed)' },
            { value: 'diving', label: 'Diving (x1.5 speed)' },
          ]}
        />
      </Inputs>
      <div className="feat-checks">
        <Check label="Made Acrobatics (or has Catfall): −20 mph" checked={v.acrobatics as boolean} onChange={set('acrobatics')} />
        <Check label="Made a breakfall roll: −10 mph" checked={v.breakfall as boolean} onChange={set('breakfall')} />
      </div>
      {p && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={p.label} label={`at ${fig(p.impactMph)} mph`} />
            <Big value={fig(p.averageDamage)} label={`average damage, of HP ${fig(hp)}`} tone={p.averageDamage >= hp ? 'danger' : p.averageDamage >= hp / 3 ? 'warn' : 'ok'} />
          </div>
          <Formulas lines={p.explanation} />
        </Answer>
      )}
      <CardError live={live} paths={['heightYards', 'hp']} />
    </Card>
  );
}

const HARDNESS: Options = [
  { value: 'very-hard', label: 'Stone, metal (x2)' },
  { value: 'hard', label: 'Packed soil (x1.5)' },
  { value: 'yielding', label: 'Flesh, soil (x1)' },
  { value: 'soft', label: 'Mud, sand (x2/3)' },
  { value: 'water', label: 'Water (x1/2)' },
  { value: 'very-soft', label: 'Cushion (x1/3)' },
];

function CollisionCard({ b }: { b: Basis }) {
  const size = bodySize(b.member);
  const sizeLive = useLive(() => api.rules.gulliver.size(size), JSON.stringify(size), 0);
  const ownMass = sizeLive.data?.massLb;
  const [v, set] = useInputs({ kind: 'head-on', mph: '10', otherMass: '150', otherMph: '0', otherHardness: 'yielding' });
  const input =
    ownMass === undefined
      ? null
      : {
          kind: v.kind as 'head-on',
          a: { massLb: ownMass, mph: required(v.mph), hardness: 'yielding' as const },
          b: { massLb: required(v.otherMass), mph: required(v.otherMph), hardness: v.otherHardness as 'yielding' },
        };
  const live = useLive(() => (input ? api.rules.gulliver.collision(input) : null), JSON.stringify(input));
  const c = live.data;
  return (
    <Card title="Collision" note="GULLIVER">
      <Inputs>
        <Pick
          label="How"
          value={v.kind}
          onChange={set('kind')}
          options={[
            { value: 'head-on', label: 'Head-on (speeds add)' },
            { value: 'rear-end', label: 'From behind (speeds subtract)' },
            { value: 'broadside', label: 'Into its side (own speed only)' },
          ]}
          wide
        />
        <Num label="Speed" unit="mph" value={v.mph} onChange={set('mph')} live={live} path="a.mph" decimal />
        <Num label="It weighs" unit="lb" value={v.otherMass} onChange={set('otherMass')} live={live} path="b.massLb" decimal />
        <Num label="Its speed" unit="mph" value={v.otherMph} onChange={set('otherMph')} live={live} path="b.mph" decimal />
        <Pick label="It is made of" value={v.otherHardness} onChange={set('otherHardness')} options={HARDNESS} wide />
      </Inputs>
      {c && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={c.a.takesLabel} label={`${b.name} takes`} />
            <Big value={c.b.takesLabel} label="the other takes" />
          </div>
          <Formulas lines={c.explanation} />
        </Answer>
      )}
      <CardError live={live} paths={['a.mph', 'b.massLb', 'b.mph']} />
    </Card>
  );
}

function ExposureCard({ b }: { b: Basis }) {
  const [v, set] = useInputs({ humanDice: '1', water: '', build: 'average' });
  const input = {
    ...bodySize(b.member),
    humanDice: numberOr(v.humanDice),
    waterTemperature: numberOr(v.water),
    build: v.build as 'average',
  };
  const live = useLive(() => api.rules.gulliver.exposure(input), JSON.stringify(input));
  const e = live.data;
  return (
    <Card title="Exposure" note="GULLIVER">
      <Inputs>
        <Num label="Human's dice" value={v.humanDice} onChange={set('humanDice')} live={live} path="humanDice" decimal />
        <Num label="Water" unit="°F" value={v.water} onChange={set('water')} live={live} path="waterTemperature" placeholder="none" decimal />
        <Pick
          label="Build (cold)"
          value={v.build}
          onChange={set('build')}
          options={[
            { value: 'skinny', label: 'Skinny' },
            { value: 'average', label: 'Average' },
            { value: 'overweight', label: 'Overweight (+1)' },
            { value: 'fat', label: 'Fat (+2)' },
            { value: 'obese', label: 'Obese (+3)' },
          ]}
        />
      </Inputs>
      {e && (
        <Answer stale={Boolean(live.error)}>
          <div className="feat-bigs">
            <Big value={`x${fig(e.multiplier)}`} label="hazard damage" />
            {e.scaledDice && <Big value={e.scaledDice.label} label={`${b.name} takes`} />}
            <Big value={`${e.htModifier >= 0 ? '+' : ''}${e.htModifier}`} label="to HT rolls" />
          </div>
          <Formulas
            lines={[
              e.explanation,
              e.scaledDice?.formula,
              e.htFormula,
              e.coldBonus > 0 && `+${e.coldBonus} to HT against cold for the build`,
              e.water && `Water ${v.water}° feels like air at ${fig(e.water.temperature)}° (${e.water.explanation})`,
            ]}
          />
        </Answer>
      )}
      <CardError live={live} paths={['humanDice', 'waterTemperature']} />
    </Card>
  );
}

// ---------------------------------------------------------------- the panel

/** The Feats tab of a GURPS character: a calculator per feat, filled in from the sheet, with a roll kept in the journal. */
export function FeatsPanel({ member }: { member: MemberView }) {
  const campaign = useCampaigns(selectCurrentCampaign);
  const gulliver = campaign?.rulesSystem === 'gurps' && campaign.rulesOptions.gulliver;
  // The cards start from the sheet; when the sheet or the load changes, they start again from it.
  const key = JSON.stringify([member.id, member.sheet, member.hp, member.fp, member.figures.move.perRound, member.figures.encumbrance.rank]);
  const b = basisOf(member);
  return (
    <div className="feats" key={key}>
      <p className="hint feats-intro">
        Filled in from {member.name}'s sheet: Move {b.move}, Basic Lift {fig(b.basicLift)} lb,{' '}
        {b.encumbrance === 0 ? 'no encumbrance' : `${member.figures.encumbrance.label.toLowerCase()} encumbrance`}. Change any number to ask “what if”; a roll
        goes into the session journal.
      </p>
      <div className="feat-grid">
        <ChecksCard b={b} />
        <ClimbingCard b={b} />
        <JumpingCard b={b} />
        <HikingCard b={b} />
        <RunningCard b={b} />
        <SwimmingCard b={b} />
        <LiftingCard b={b} />
        <ThrowingCard b={b} />
      </div>
      {gulliver && (
        <>
          <h3 className="feats-section">GULLIVER: size and dangers</h3>
          <div className="feat-grid">
            <SizeCard b={b} />
            <FallingCard b={b} />
            <CollisionCard b={b} />
            <ExposureCard b={b} />
          </div>
        </>
      )}
    </div>
  );
}
