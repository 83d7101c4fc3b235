import { useState } from 'react';
import { loyaltySituationLabels, loyaltySituations, type LoyaltySituation, type MemberView, type MethodParams, type PartyView } from '../../../src-shared/contract';
import { api } from '../../api/client';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useFieldErrors } from '../../components/field-errors';
import { useParty } from '../../stores/party';
import { coinsText, unitText } from './coins-text';

/**
 * A character's experience and level: the GM's award, and taking the next level once
 * the experience reaches it (the new hit die is rolled into the journal). A hireling's
 * terms sit here too: wage, share of treasure, loyalty, wages owed.
 */
export function GrowthPanel({ party, member }: { party: PartyView; member: MemberView }) {
  const change = useParty((s) => s.change);
  const errors = useFieldErrors(['amount', 'for', 'memberId', 'xp', 'level']);
  const [amount, setAmount] = useState('');
  const [why, setWhy] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [levelled, setLevelled] = useState<string | null>(null);
  // Kept here, not with the terms: a failed check can end them, and its result must still show.
  const [loyaltyResult, setLoyaltyResult] = useState<string | null>(null);
  const s = member.standing;
  return (
    <section className="panel growth-panel" aria-label={`${member.name}'s experience and purse`}>
      <Banner message={errors.general ?? errors.errorFor('memberId') ?? errors.errorFor('xp') ?? errors.errorFor('level')} />
      <p className="numeric" data-testid="member-purse">
        Purse: {coinsText(member.purse.coins, party.money)} · {member.purse.worth.toLocaleString('en')} {unitText(party.money)} · {member.purse.coinPounds} lb of coins
      </p>
      {s && (
        <>
          <p className="numeric" data-testid="member-xp">
            <strong>Level {s.level}</strong> · {s.xp.toLocaleString('en')} XP
            {s.nextLevelAt !== null && <span className="muted"> · next level at {s.nextLevelAt.toLocaleString('en')}</span>}
            {s.canLevel && <span className="badge small">Level up ready</span>}
          </p>
          <p className="muted small">{s.reason}</p>
          <form
            className="inline"
            aria-label={`Award XP to ${member.name}`}
            onSubmit={(e) => {
              e.preventDefault();
              void errors
                .attempt(() => change('experience.award', { memberIds: [member.id], amount: Number(amount), split: false, for: why.trim() || 'the GM’s award' }))
                .then((ok) => ok && (setAmount(''), setWhy('')));
            }}
          >
            <input aria-label="XP to award" type="number" min={1} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="XP" />
            <input aria-label="Awarded for" value={why} onChange={(e) => setWhy(e.target.value)} placeholder="For what" />
            <button type="submit">Award XP</button>
            {errors.errorFor('amount') && <span className="field-error">{errors.errorFor('amount')}</span>}
          </form>
          <button type="button" className="primary" disabled={!s.canLevel} onClick={() => setConfirming(true)}>
            Level up
          </button>
          {levelled && (
            <p className="level-result" data-testid="level-result">
              {levelled}
            </p>
          )}
        </>
      )}
      {member.points && <PointsSpending member={member} />}
      {member.hire && <HireTerms party={party} member={member} onChecked={setLoyaltyResult} />}
      {loyaltyResult && (
        <p className="loyalty-result" data-testid="loyalty-result">
          {loyaltyResult}
        </p>
      )}
      {member.kind === 'hireling' && <HireForm key={member.id} party={party} member={member} />}
      {confirming && s && (
        <ConfirmDialog
          title={`${member.name} to level ${s.level + 1}?`}
          confirmLabel={`Take level ${s.level + 1}`}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void errors.attempt(async () => {
              const before = member.hp.max;
              const after = await change('experience.levelUp', { memberId: member.id });
              const now = after.members.find((m) => m.id === member.id)!;
              const entry = (await api.journal.list({ campaignId: party.campaignId, limit: 1 })).entries[0];
              const die = entry?.rolls[0];
              setLevelled(`Level ${now.standing?.level}: ${die ? `${die.expression} rolled ${die.total}, ` : ''}HP max ${before} → ${now.hp.max}.`);
            });
          }}
        >
          <p>The new level&apos;s hit die is rolled and written into the journal; maximum and current HP rise by what it gives.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Points earned, spent and unspent where the rules grow characters by points (GURPS
 * character points, Shell exp): the GM's award, and one raise bought at the rules' cost.
 */
function PointsSpending({ member }: { member: MemberView }) {
  const change = useParty((s) => s.change);
  const errors = useFieldErrors(['amount', 'for', 'raise', 'memberId']);
  const p = member.points!;
  const buyable = p.raises.filter((r) => r.blocked === null);
  const [amount, setAmount] = useState('');
  const [why, setWhy] = useState('');
  const [raise, setRaise] = useState('');
  const chosen = p.raises.find((r) => r.key === raise) ?? null;
  return (
    <div className="points-spending">
      <Banner message={errors.general ?? errors.errorFor('memberId')} />
      <p className="numeric" data-testid="member-points" title={p.formula}>
        <strong>{p.unspent.toLocaleString('en')} {p.short} unspent</strong> · {p.earned.toLocaleString('en')} earned · {p.spent.toLocaleString('en')} spent
      </p>
      <p className="muted small">
        {p.formula}. Costs: {p.source}.
      </p>
      <form
        className="inline"
        aria-label={`Award ${p.unit} to ${member.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          void errors
            .attempt(() => change('experience.award', { memberIds: [member.id], amount: Number(amount), split: false, for: why.trim() || 'the GM’s award' }))
            .then((ok) => ok && (setAmount(''), setWhy('')));
        }}
      >
        <input aria-label={`${p.short} to award`} type="number" min={1} step={1} value={amount} onChange={(e) => setAmount(e.target.value)} placeholder={p.short} />
        <input aria-label="Awarded for" value={why} onChange={(e) => setWhy(e.target.value)} placeholder="For what" />
        <button type="submit">Award {p.short}</button>
        {errors.errorFor('amount') && <span className="field-error">{errors.errorFor('amount')}</span>}
      </form>
      <form
        className="inline"
        aria-label={`Spend ${member.name}'s ${p.unit}`}
        onSubmit={(e) => {
          e.preventDefault();
          void errors.attempt(() => change('experience.spend', { memberId: member.id, raise })).then((ok) => ok && setRaise(''));
        }}
      >
        <select aria-label="Raise" value={raise} onChange={(e) => setRaise(e.target.value)}>
          <option value="">Choose what to raise</option>
          {buyable.map((r) => (
            <option key={r.key} value={r.key}>
              {r.label} {r.from} → {r.to}: {r.cost} {p.short}
            </option>
          ))}
        </select>
        <button type="submit" disabled={raise === ''}>
          Spend
        </button>
        {errors.errorFor('raise') && <span className="field-error">{errors.errorFor('raise')}</span>}
      </form>
      {chosen && <p className="muted small">{chosen.formula}</p>}
      {p.raises.some((r) => r.blocked !== null) && (
        <p className="hint">Not offered: {p.raises.filter((r) => r.blocked !== null).map((r) => `${r.label} (${r.blocked})`).join('; ')}.</p>
      )}
    </div>
  );
}

/** A hireling's wage, share and loyalty as agreed, whom a retainer serves, what is owed, and the Loyalty check the GM calls for. */
function HireTerms({ party, member, onChecked }: { party: PartyView; member: MemberView; onChecked: (result: string | null) => void }) {
  const hire = member.hire!;
  const unit = unitText(party.money);
  const change = useParty((s) => s.change);
  const errors = useFieldErrors(['situation', 'adjustment', 'memberId', 'endTermsIfFlees']);
  const [situation, setSituation] = useState<LoyaltySituation>('opposition');
  const [adjustment, setAdjustment] = useState('0');
  const [endTerms, setEndTerms] = useState(false);
  const inFight = situation !== 'after-adventure';
  const employer = party.members.find((m) => m.id === hire.employerId);
  return (
    <>
      <p className="numeric" data-testid="hire-terms">
        Hired: {hire.wage > 0 ? `${hire.wage} ${unit} a ${hire.per}` : 'no wage'} · {hire.share} share
        {hire.loyalty !== null && ` · Loyalty ${hire.loyalty}`}
        {employer && ` · retainer of ${employer.name}`}
        {hire.owed > 0 && <span className="badge small warn"> {hire.owed} {unit} owed</span>}
      </p>
      {hire.loyalty !== null && (
        <form
          className="inline"
          aria-label={`Loyalty check for ${member.name}`}
          onSubmit={(e) => {
            e.preventDefault();
            void errors.attempt(async () => {
              await change('purse.loyalty', { memberId: member.id, situation, adjustment: Number(adjustment), endTermsIfFlees: inFight && endTerms });
              const entry = (await api.journal.list({ campaignId: party.campaignId, limit: 1 })).entries[0];
              onChecked(entry ? `${entry.summary}.` : null);
            });
          }}
        >
          <select aria-label="When" style={{ maxWidth: '100%' }} value={situation} onChange={(e) => setSituation(e.target.value as LoyaltySituation)}>
            {loyaltySituations.map((s) => (
              <option key={s} value={s}>
                {loyaltySituationLabels[s]}
              </option>
            ))}
          </select>
          <input aria-label="GM adjustment" type="number" min={-2} max={2} step={1} value={adjustment} onChange={(e) => setAdjustment(e.target.value)} title="At most 2 either way" />
          {inFight && (
            <label title="The rules say a retainer who fails in a fight flees it; whether that also ends the service they leave to the GM">
              <input type="checkbox" checked={endTerms} onChange={(e) => setEndTerms(e.target.checked)} /> If {member.name} flees, the service ends too (GM&apos;s call)
            </label>
          )}
          <button type="submit">Loyalty check</button>
          {(errors.general ?? errors.errorFor('adjustment') ?? errors.errorFor('memberId') ?? errors.errorFor('endTermsIfFlees')) && (
            <span className="field-error">{errors.general ?? errors.errorFor('adjustment') ?? errors.errorFor('memberId') ?? errors.errorFor('endTermsIfFlees')}</span>
          )}
        </form>
      )}
      {hire.loyalty !== null && (
        <p className="muted small">
          {inFight ? `Failing in a fight, ${member.name} flees it: out of the fight, not dead.` : `Failing after the adventure, ${member.name} leaves the service and the terms end.`}
        </p>
      )}
    </>
  );
}

/**
 * A hireling's terms set or changed by the GM: wage per day or month, share of treasure,
 * Loyalty (blank: from the employer's CHA, or none), and the character served as a retainer.
 */
function HireForm({ party, member }: { party: PartyView; member: MemberView }) {
  const change = useParty((s) => s.change);
  const errors = useFieldErrors([]);
  const hire = member.hire;
  const [open, setOpen] = useState(false);
  const [wage, setWage] = useState(String(hire?.wage ?? 0));
  const [per, setPer] = useState<'day' | 'month'>(hire?.per ?? 'month');
  const [share, setShare] = useState(String(hire?.share ?? 0.5));
  const [loyalty, setLoyalty] = useState(hire?.loyalty != null ? String(hire.loyalty) : '');
  const [employerId, setEmployerId] = useState(hire?.employerId != null ? String(hire.employerId) : '');
  const send = (terms: MethodParams<'purse.hire'>['terms']) => void errors.attempt(() => change('purse.hire', { memberId: member.id, terms })).then((ok) => ok && setOpen(false));
  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)}>
        {hire ? 'Change the terms of hire' : 'Set the terms of hire'}
      </button>
    );
  }
  return (
    <form
      className="inline hire-form"
      noValidate
      aria-label={`Terms of hire for ${member.name}`}
      onSubmit={(e) => {
        e.preventDefault();
        send({
          wage: Number(wage),
          per,
          share: Number(share),
          loyalty: loyalty.trim() === '' ? null : Number(loyalty),
          employerId: employerId === '' ? null : Number(employerId),
        });
      }}
    >
      <label>
        Wage <input aria-label="Wage" type="number" min={0} step="any" value={wage} onChange={(e) => setWage(e.target.value)} />
      </label>
      <select aria-label="Paid per" value={per} onChange={(e) => setPer(e.target.value as 'day' | 'month')}>
        <option value="day">a day</option>
        <option value="month">a month</option>
      </select>
      <label>
        Share <input aria-label="Share of treasure" type="number" min={0} max={1} step={0.25} value={share} onChange={(e) => setShare(e.target.value)} />
      </label>
      <label>
        Loyalty <input aria-label="Loyalty" type="number" min={2} max={12} placeholder="from CHA" value={loyalty} onChange={(e) => setLoyalty(e.target.value)} />
      </label>
      <select aria-label="Retainer of" value={employerId} onChange={(e) => setEmployerId(e.target.value)}>
        <option value="">Serves no one (a hireling)</option>
        {party.members
          .filter((m) => m.kind === 'pc')
          .map((m) => (
            <option key={m.id} value={m.id}>
              Retainer of {m.name}
            </option>
          ))}
      </select>
      <button type="submit" className="primary">
        Save terms
      </button>
      {hire && (
        <button type="button" onClick={() => send(null)}>
          End the terms
        </button>
      )}
      <button type="button" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {errors.message && <span className="field-error">{errors.message}</span>}
    </form>
  );
}
