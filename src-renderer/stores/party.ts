import { create } from 'zustand';
import type { CatalogueItem, MethodInput, MethodName, MethodOutput, PartyView } from '../../src-shared/contract';
import { api, ApiCallError, call } from '../api/client';
import { CampaignLeft, perCampaign, type CampaignKeyed } from './per-campaign';

type PartyRow = MethodOutput<'party.list'>['parties'][number];
type Haulers = MethodOutput<'party.haulers'>;

/** The methods that change a party and answer with its new state. */
export type PartyChange = { [N in MethodName]: MethodOutput<N> extends PartyView ? (PartyView extends MethodOutput<N> ? N : never) : never }[MethodName];

interface PartyState extends CampaignKeyed {
  /** True once the selected campaign's parties have come: until then the lists below are empty, not another campaign's. */
  loaded: boolean;
  parties: PartyRow[];
  /** The party the players' screen shows outside a fight. */
  followedId: number | null;
  partyId: number | null;
  view: PartyView | null;
  catalogue: CatalogueItem[];
  selectedMemberId: number | null;
  /** The beasts of burden and vehicles the campaign's rules know, with their figures' sources. */
  haulers: Haulers | null;
  /** Loads the campaign's parties and opens the one open before (or the first). */
  load(campaignId: number): Promise<void>;
  open(partyId: number): Promise<void>;
  selectMember(memberId: number | null): void;
  /**
   * Runs a call that answers the party's new state, and shows it; rejects with the ApiCallError.
   * Refused because another window changed what it was edited from, it shows the party as it is now.
   */
  apply(call: Promise<PartyView>): Promise<PartyView>;
  /** Sends a change to a party and shows the party it answers; rejects with the host's complaint. */
  change<N extends PartyChange>(method: N, input: MethodInput<N>): Promise<PartyView>;
  /** Has the players' screen show a party; rejects with the host's complaint. */
  follow(partyId: number): Promise<void>;
  /** Deletes a party and opens another of the campaign's. */
  remove(partyId: number): Promise<void>;
  refreshList(): Promise<void>;
  refreshCatalogue(): Promise<void>;
  /** Adds the characters of GCS files to the open party in one action; answers what each file brought. */
  importGcs(files: MethodInput<'member.importGcs'>['files']): Promise<MethodOutput<'member.importGcs'>['imported']>;
  /** Updates a member from the GCS file they came from, keeping what play did to them; answers the changes made. */
  updateFromGcs(memberId: number, file: MethodInput<'member.updateFromGcs'>['file']): Promise<MethodOutput<'member.updateFromGcs'>['changes']>;
}

export const useParty = create<PartyState>((set, get, store) => {
  const campaigns = perCampaign(store, () => ({
    loaded: false,
    parties: [] as PartyRow[],
    followedId: null as number | null,
    partyId: null as number | null,
    view: null as PartyView | null,
    catalogue: [] as CatalogueItem[],
    haulers: null as Haulers | null,
    selectedMemberId: null as number | null,
  }));

  /** Shows a party's state, keeping the member the GM had selected while they are still in it. */
  const show = (campaignId: number, view: PartyView) =>
    campaigns.land(campaignId, (s) => ({
      partyId: view.id,
      view,
      selectedMemberId: view.members.some((m) => m.id === s.selectedMemberId) ? s.selectedMemberId : (view.members[0]?.id ?? null),
    }));

  return {
    ...campaigns.initial(),

    async load(campaignId) {
      if (!campaigns.isCurrent(campaignId)) return;
      const asked = { parties: get().parties, view: get().view };
      const [{ parties, followedId }, { items }, haulers] = await Promise.all([
        api.party.list({ campaignId }),
        api.catalogue.list({ campaignId }),
        api.party.haulers({ campaignId }),
      ]);
      // A change that landed while these were on their way (a party just created) is newer than they are.
      if (get().parties !== asked.parties || get().view !== asked.view) return get().load(campaignId);
      const before = get().partyId;
      const partyId = parties.some((p) => p.id === before) ? before : (parties[0]?.id ?? null);
      if (!campaigns.land(campaignId, (s) => ({ parties, followedId, catalogue: items, haulers, partyId, loaded: true, view: partyId === s.view?.id ? s.view : null }))) return;
      if (partyId !== null) await get().open(partyId);
    },

    async open(partyId) {
      const campaignId = get().campaignId;
      if (campaignId === null) return;
      const asked = get().view;
      const view = await api.party.get({ partyId });
      if (get().view !== asked && get().view?.id === partyId) return;
      if (view.campaignId === campaignId) show(campaignId, view);
    },

    selectMember(memberId) {
      set({ selectedMemberId: memberId });
    },

    async apply(call) {
      const campaignId = get().campaignId;
      const view = await call.catch(async (error: unknown) => {
        const partyId = get().partyId;
        if (error instanceof ApiCallError && error.code === 'conflict' && partyId !== null) await get().open(partyId);
        throw error;
      });
      if (campaignId === null || view.campaignId !== campaignId || !campaigns.isCurrent(campaignId)) throw new CampaignLeft();
      const partyChanged = view.id !== get().partyId;
      show(campaignId, view);
      if (partyChanged || view.members.length !== get().parties.find((p) => p.id === view.id)?.memberCount) await get().refreshList();
      if (!view.members.some((m) => m.id === get().selectedMemberId)) set({ selectedMemberId: view.members.at(-1)?.id ?? null });
      return view;
    },

    change: (method, input) => get().apply(call(method, input) as Promise<PartyView>),

    async follow(partyId) {
      const campaignId = get().campaignId;
      const { parties, followedId } = await api.party.follow({ partyId });
      if (campaignId !== null) campaigns.land(campaignId, { parties, followedId });
    },

    async remove(partyId) {
      const campaignId = get().campaignId;
      await api.party.delete({ partyId });
      if (campaignId !== null) await get().load(campaignId);
    },

    async refreshList() {
      const campaignId = get().campaignId;
      if (campaignId !== null) {
        const { parties, followedId } = await api.party.list({ campaignId });
        campaigns.land(campaignId, { parties, followedId });
      }
    },

    async refreshCatalogue() {
      const campaignId = get().campaignId;
      if (campaignId !== null) {
        const { items } = await api.catalogue.list({ campaignId });
        campaigns.land(campaignId, { catalogue: items });
      }
    },

    async importGcs(files) {
      const answer = await api.member.importGcs({ partyId: get().partyId!, files });
      await get().apply(Promise.resolve(answer.party));
      await get().refreshCatalogue();
      return answer.imported;
    },

    async updateFromGcs(memberId, file) {
      const answer = await api.member.updateFromGcs({ memberId, file });
      await get().apply(Promise.resolve(answer.party));
      await get().refreshCatalogue();
      return answer.changes;
    },
  };
});
