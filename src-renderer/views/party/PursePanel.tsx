import { useState } from 'react';
import { isCharacter, valuableKindLabels, valuableKinds, type PartyView, type ValuableKind } from '../../../src-shared/contract';
import { holderOf } from '../../components/PurseHolders';
import { Banner } from '../../components/Banner';
import { useFieldErrors } from '../../components/field-errors';
import { useParty } from '../../stores/party';
import { coinsText, unitText, worthText } from './coins-text';

/**
 * The party's money: the stores' coins by denomination and valuables, each member's
 * purse, dividing the stores by shares, adding treasure and paying from the stores.
 */
export function PursePanel({ party }: { party: PartyView }) {
  const change = useParty((s) => s.change);
  const errors = useFieldErrors(['coins', 'price', 'for', 'from']);
  // Its own errors, so a refused move is said beside the move and not beside "Add coins" too.
  const moveErrors = useFieldErrors(['coins', 'from', 'to']);
  const { money, purse } = party;
  const [coinId, setCoinId] = useState(money.denominations.find((d) => d.id === money.unit)?.id ?? money.denominations[0].id);
  const [count, setCount] = useState('');
  const [gem, setGem] = useState({ kind: 'gem' as ValuableKind, name: '', worth: '' });
  const [price, setPrice] = useState('');
  const [what, setWhat] = useState('');
  const holders = party.members.filter(isCharacter);
  const shareOf = (m: PartyView['members'][number]) => (m.kind === 'hireling' ? (m.hire?.share ?? 0.5) : 1);
  const [move, setMove] = useState({ from: 'stores', to: holders[0] ? String(holders[0].id) : 'stores', count: '', coin: coinId });

  return (
    <section className="panel purse-panel" aria-labelledby="purse-title" data-testid="purse-panel">
      <div className="panel-head">
        <h2 id="purse-title">Purse</h2>
        <span className="muted small" title={money.source}>
          Stores worth {worthText(purse.worth, money)} · coins weigh {purse.coinPounds} lb
        </span>
      </div>
      <Banner message={errors.general} />
      <div className="purse-grid">
        <table className="purse-coins" aria-label="Coins in the stores">
          <thead>
            <tr>
              <th>Coin</th>
              <th className="numeric">In the stores</th>
            </tr>
          </thead>
          <tbody>
            {money.denominations.map((d) => (
              <tr key={d.id}>
                <td>
                  {d.label} <span className="muted">({d.short})</span>
                </td>
                <td className="numeric" data-testid={`stores-${d.id}`}>
                  {(purse.coins[d.id] ?? 0).toLocaleString('en')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div>
          <h3>Treasure in the stores</h3>
          {purse.valuables.length === 0 ? (
            <p className="muted">No gems, jewellery or valuables.</p>
          ) : (
            <ul className="purse-valuables" aria-label="Valuables in the stores">
              {purse.valuables.map((v, i) => (
                <li key={`${v.name}-${i}`}>
                  <span className="badge small">{valuableKindLabels[v.kind]}</span> {v.name} · {worthText(v.worth, money)}{' '}
                  <button type="button" className="icon" aria-label={`Take ${v.name} out of the stores`} onClick={() => void errors.attempt(() => change('purse.change', { holder: { partyId: party.id }, remove: [i] }))}>
                    ✕
                  </button>
                </li>
              ))}
            </ul>
          )}
          <h3>Shares</h3>
          <table className="purse-shares" aria-label="Members' purses">
            <tbody>
              {holders.map((m) => (
                <tr key={m.id}>
                  <td>{m.name}</td>
                  <td className="muted numeric">{shareOf(m)} share</td>
                  <td data-testid={`purse-of-${m.id}`}>{coinsText(m.purse.coins, money)}</td>
                  <td className="muted numeric">{m.purse.coinPounds} lb</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="hint">A character takes one share, a hireling the share agreed on its terms (half unless set: Lantern&apos;s default, as A25 leaves it to the GM). Gems and jewellery stay in the stores.</p>
          <button type="button" className="primary" onClick={() => void errors.attempt(() => change('purse.divide', { partyId: party.id }))}>
            Divide by shares
          </button>
        </div>
      </div>
      <div className="purse-forms">
        <form
          className="inline"
          aria-label="Add coins to the stores"
          onSubmit={(e) => {
            e.preventDefault();
            void errors.attempt(() => change('purse.change', { holder: { partyId: party.id }, coins: { [coinId]: Number(count) } })).then((ok) => ok && setCount(''));
          }}
        >
          <input aria-label="Coins" type="number" step={1} value={count} onChange={(e) => setCount(e.target.value)} placeholder="Count (negative takes)" />
          <select aria-label="Denomination" value={coinId} onChange={(e) => setCoinId(e.target.value)}>
            <DenominationOptions money={money} />
          </select>
          <button type="submit">Add coins</button>
          {errors.errorFor('coins') && <span className="field-error">{errors.errorFor('coins')}</span>}
        </form>
        <form
          className="inline"
          aria-label="Move coins between purses"
          onSubmit={(e) => {
            e.preventDefault();
            void moveErrors
              .attempt(() => change('purse.move', { from: holderOf(move.from, party.id), to: holderOf(move.to, party.id), coins: { [move.coin]: Number(move.count) } }))
              .then((ok) => ok && setMove({ ...move, count: '' }));
          }}
        >
          <input aria-label="Coins to move" type="number" min={1} step={1} value={move.count} onChange={(e) => setMove({ ...move, count: e.target.value })} placeholder="Count" />
          <select aria-label="Coin to move" value={move.coin} onChange={(e) => setMove({ ...move, coin: e.target.value })}>
            <DenominationOptions money={money} />
          </select>
          {(['from', 'to'] as const).map((end) => (
            <select key={end} aria-label={end === 'from' ? 'Move from' : 'Move to'} value={move[end]} onChange={(e) => setMove({ ...move, [end]: e.target.value })}>
              <option value="stores">{end === 'from' ? 'from' : 'to'} the stores</option>
              {holders.map((m) => (
                <option key={m.id} value={String(m.id)}>
                  {end === 'from' ? 'from' : 'to'} {m.name}
                </option>
              ))}
            </select>
          ))}
          <button type="submit">Move coins</button>
          {moveErrors.message && <span className="field-error">{moveErrors.message}</span>}
        </form>
        <form
          className="inline"
          aria-label="Add a valuable to the stores"
          onSubmit={(e) => {
            e.preventDefault();
            void errors
              .attempt(() => change('purse.award', { partyId: party.id, from: 'the GM', valuables: [{ kind: gem.kind, name: gem.name, worth: Number(gem.worth) }] }))
              .then((ok) => ok && setGem({ ...gem, name: '', worth: '' }));
          }}
        >
          <select aria-label="Kind of valuable" value={gem.kind} onChange={(e) => setGem({ ...gem, kind: e.target.value as ValuableKind })}>
            {valuableKinds.map((k) => (
              <option key={k} value={k}>
                {valuableKindLabels[k]}
              </option>
            ))}
          </select>
          <input aria-label="Valuable's name" value={gem.name} onChange={(e) => setGem({ ...gem, name: e.target.value })} placeholder="Name" />
          <input aria-label={`Worth in ${unitText(money)}`} type="number" min={0} value={gem.worth} onChange={(e) => setGem({ ...gem, worth: e.target.value })} placeholder={`Worth (${unitText(money)})`} />
          <button type="submit">Add valuable</button>
        </form>
        <form
          className="inline"
          aria-label="Pay from the stores"
          onSubmit={(e) => {
            e.preventDefault();
            void errors
              .attempt(() => change('purse.spend', { holder: { partyId: party.id }, price: Number(price), for: what }))
              .then((ok) => ok && (setPrice(''), setWhat('')));
          }}
        >
          <input aria-label={`Price in ${unitText(money)}`} type="number" min={0} step="any" value={price} onChange={(e) => setPrice(e.target.value)} placeholder={`Price (${unitText(money)})`} />
          <input aria-label="Bought" value={what} onChange={(e) => setWhat(e.target.value)} placeholder="For what" />
          <button type="submit">Pay</button>
          {errors.errorFor('price') && <span className="field-error">{errors.errorFor('price')}</span>}
        </form>
      </div>
    </section>
  );
}

/** The coins of the campaign's money, a choice each. */
function DenominationOptions({ money }: { money: PartyView['money'] }) {
  return money.denominations.map((d) => (
    <option key={d.id} value={d.id}>
      {d.label}
    </option>
  ));
}
