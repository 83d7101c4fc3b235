import { placeKey, wareOffer, type MethodParams } from '../../../src-shared/contract';
import { indexOf } from '../../../src-shared/hexmap/coordinates';
import type { CatalogueRepository, CatalogueRow } from '../../db/repositories/catalogue';
import type { HexRegionRepository } from '../../db/repositories/hex-regions';
import type { MemberRepository } from '../../db/repositories/members';
import type { PartyRepository } from '../../db/repositories/parties';
import { AppError, notFound, raise } from '../errors';

// The settlement a party stands in, read from its hex's key: what it sells (as items of the
// campaign's catalogue) and whom it offers for hire. Buying and hiring are purse actions.

type Holder = NonNullable<MethodParams<'purse.buy'>['to']>;
type Hex = MethodParams<'purse.buy'>['hex'];

const refuse = (field: string, reason: string) => new AppError('invalid_input', `${field}: ${reason}`, field.split('.'));
const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

export function settlementTrade(store: { parties: PartyRepository; members: MemberRepository; regions: HexRegionRepository; catalogue: CatalogueRepository }) {
  /** The settlement keyed on `hex`, which must be the hex the party stands on. */
  function settlementHere(partyId: number, hex: Hex) {
    const party = store.parties.get(partyId) ?? raise(notFound('party', partyId, 'partyId'));
    const region = party.locationKind === 'hex' && party.regionId !== null ? store.regions.get(party.regionId) : undefined;
    if (!region || party.hexCol === null || party.hexRow === null) throw refuse('partyId', `${party.name} is not on a hex of a wilderness region`);
    if (party.hexCol !== hex.col || party.hexRow !== hex.row) {
      throw refuse('hex', `${party.name} stands on hex (${party.hexCol}, ${party.hexRow}), not on (${hex.col}, ${hex.row})`);
    }
    const index = indexOf(region.width, hex.col, hex.row);
    const row = store.regions.keys(region.id).find((k) => k.hexIndex === index);
    const settlement = row ? placeKey.parse(JSON.parse(row.key)).settlement : null;
    if (!settlement) throw refuse('hex', `no settlement is keyed on hex (${hex.col}, ${hex.row})`);
    return { party, settlement };
  }

  /** A purse named in the request must be the party's own: its stores or one of its members. */
  function ofParty(holder: Holder, partyId: number, field: string): Holder {
    if ('partyId' in holder) {
      if (holder.partyId !== partyId) throw refuse(`${field}.partyId`, 'must be the stores of the party that is buying');
      return holder;
    }
    const member = store.members.get(holder.memberId) ?? raise(notFound('member', holder.memberId, `${field}.memberId`));
    if (member.partyId !== partyId) throw refuse(`${field}.memberId`, `${member.name} is not in the party that is buying`);
    return holder;
  }

  return {
    settlementHere,

    /**
     * The ware, its catalogue item and what `quantity` of it cost. A ware whose item is not in the
     * catalogue is refused rather than added as a bare name: bought rations that weigh nothing and
     * feed nobody would mislead the load and the journey's forecast.
     */
    priced(input: MethodParams<'purse.buy'>): { town: string; item: CatalogueRow; each: number; to: Holder; payer: Holder } {
      const { party, settlement } = settlementHere(input.partyId, input.hex);
      const ware = settlement.wares.find((w) => same(w.item, input.ware)) ?? raise(refuse('ware', `${settlement.name} does not sell "${input.ware}"`));
      const { item, each } =
        wareOffer(ware, store.catalogue.list(party.campaignId)) ??
        raise(refuse('ware', `"${ware.item}" is not in the campaign's catalogue; add it there (with its weight) or key the settlement with a catalogue item`));
      const to = ofParty(input.to ?? { partyId: party.id }, party.id, 'to');
      const payer = input.payer === undefined ? to : ofParty(input.payer, party.id, 'payer');
      return { town: settlement.name, item, each, to, payer };
    },

    /** The hireling the settlement offers under that name, and their terms. */
    offered(input: MethodParams<'purse.engage'>) {
      const { party, settlement } = settlementHere(input.partyId, input.hex);
      const offer = settlement.hirelings.find((h) => same(h.name, input.hireling)) ?? raise(refuse('hireling', `${settlement.name} offers no hireling called "${input.hireling}"`));
      return { party, town: settlement.name, offer };
    },
  };
}
