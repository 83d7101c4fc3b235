import { useState } from 'react';
import { wareOffer, type MemberInput, type PlaceKey } from '../../../src-shared/contract';
import { useAction } from '../../components/field-errors';
import { FieldError } from '../../components/FieldError';
import { holderOf, HolderOptions } from '../../components/PurseHolders';
import { useParty } from '../../stores/party';
import { useSystemUi } from '../../systems';
import { NEW_MEMBER_HP } from '../party/AddMemberForm';
import { worthText } from '../party/coins-text';

type Settlement = NonNullable<PlaceKey['settlement']>;
/**
 * What the settlement the party stands in sells and whom it offers for hire: the GM buys a number of
 * a ware for someone (paid from a purse of the party) or hires a hireling on the listed wage.
 */
export function SettlementTrade({ partyId, hex, settlement }: { partyId: number; hex: { col: number; row: number }; settlement: Settlement }) {
  const party = useParty((s) => (s.view?.id === partyId ? s.view : null));
  const catalogue = useParty((s) => s.catalogue);
  const action = useAction();
  // The row whose button was pressed last: its refusal is shown under it.
  const [row, setRow] = useState('');
  const ui = useSystemUi();
  const [to, setTo] = useState('stores');
  const [payer, setPayer] = useState('same');
  const [counts, setCounts] = useState<Record<string, string>>({});
  if (!party) return null;
  const money = party.money;

  const send = (at: string, call: () => Promise<unknown>) => {
    setRow(at);
    void action.run(call);
  };
  const buy = (ware: string) =>
    send(`buy:${ware}`, () =>
      useParty.getState().change('purse.buy', {
        partyId,
        hex,
        ware,
        quantity: Number(counts[ware] ?? '1'),
        to: holderOf(to, partyId),
        ...(payer !== 'same' && { payer: holderOf(payer, partyId) }),
      }),
    );
  const hire = (listed: string) => {
    const name = listed.split(',')[0].trim();
    const member = ui?.newCharacter((part): MemberInput => part.member(part.fresh(), { kind: 'hireling', name, hp: { current: NEW_MEMBER_HP, max: NEW_MEMBER_HP } }));
    if (member?.kind === 'hireling') send(`hire:${listed}`, () => useParty.getState().change('purse.engage', { partyId, hex, hireling: listed, member }));
  };

  return (
    <div className="settlement-trade" aria-label={`Trade at ${settlement.name}`} role="group">
      <strong>{settlement.name}</strong>
      {settlement.refillsWater && ' · water to be had'}
      {settlement.wares.length > 0 && (
        <>
          <div className="row">
            <label>
              Buy for{' '}
              <select aria-label="Buy for" value={to} onChange={(e) => setTo(e.target.value)}>
                <HolderOptions members={party.members} />
              </select>
            </label>
            <label>
              Paid by{' '}
              <select aria-label="Paid by" value={payer} onChange={(e) => setPayer(e.target.value)}>
                <option value="same">whoever gets it</option>
                <HolderOptions members={party.members} />
              </select>
            </label>
          </div>
          <ul className="wares">
            {settlement.wares.map((w) => {
              const offer = wareOffer(w, catalogue);
              return (
                <li key={w.item}>
                  {w.item}: {offer ? `${worthText(offer.each, money)} each` : 'not in the catalogue'}
                  {w.price === undefined && offer && <small> (the catalogue&apos;s price)</small>}{' '}
                  <input
                    aria-label={`How many: ${w.item}`}
                    className="qty"
                    inputMode="numeric"
                    value={counts[w.item] ?? '1'}
                    onChange={(e) => setCounts({ ...counts, [w.item]: e.target.value })}
                  />{' '}
                  <button type="button" onClick={() => buy(w.item)}>
                    Buy
                  </button>
                  {row === `buy:${w.item}` && <FieldError message={action.message} />}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {settlement.hirelings.length > 0 && (
        <ul className="wares">
          {settlement.hirelings.map((h) => (
            <li key={h.name}>
              For hire: {h.name}, {worthText(h.wage, money)} a {h.per}{' '}
              <button type="button" onClick={() => hire(h.name)}>
                Hire
              </button>
              {row === `hire:${h.name}` && <FieldError message={action.message} />}
            </li>
          ))}
        </ul>
      )}
      {settlement.hirelings.length > 0 && (
        <p className="hint">
          A hireling joins on the wage listed, paid from the stores as time passes. A mercenary of a kind the rules list comes with its arms and armour; anyone else,
          and water and light for all, come from the stores. Shape the sheet in Party.
        </p>
      )}
    </div>
  );
}
