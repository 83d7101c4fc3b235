import { create } from 'zustand';
import type { CatalogueItem, MethodInput, MethodOutput, PartyView } from '../../src-shared/contract';
import { api } from '../api/client';

type PartyRow = MethodOutput<'party.list'>['parties'][number];
type Reference = MethodOutput<'rules.bfrpg.reference'>;

interface PartyState {
  campaignId: number | null;
  parties: PartyRow[];
  partyId: number | null;
  view: PartyView | null;
  catalogue: CatalogueItem[];
  reference: Reference | null;
  selectedMemberId: number | null;
  /** Loads the campaign's parties and opens the first (or the one already open). */
  load(campaignId: number): Promise<void>;
  open(partyId: number): Promise<void>;
  selectMember(memberId: number | null): void;
  /** Runs a call that answers the party's new state, and shows it; rejects with the ApiCallError. */
  apply(call: Promise<PartyView>): Promise<PartyView>;
  refreshList(): Promise<void>;
  refreshCatalogue(): Promise<void>;
  /** Adds the characters of GCS files to the open party in one action; answers what each file brought. */
  importGcs(files: MethodInput<'member.importGcs'>['files']): Promise<MethodOutput<'member.importGcs'>['imported']>;
}

/** Loads answer out of order when the GM switches campaigns quickly; only the latest may land. */
let latestLoad = 0;

export const useParty = create<PartyState>((set, get) => ({
  campaignId: null,
  parties: [],
  partyId: null,
  view: null,
  catalogue: [],
  reference: null,
  selectedMemberId: null,

  async load(campaignId) {
    const ticket = ++latestLoad;
    const [{ parties }, { items }, reference] = await Promise.all([
      api.party.list({ campaignId }),
      api.catalogue.list({ campaignId }),
      get().reference ?? api.rules.bfrpg.reference(),
    ]);
    if (ticket !== latestLoad) return;
    const keep = get().campaignId === campaignId && parties.some((p) => p.id === get().partyId);
    const partyId = keep ? get().partyId : (parties[0]?.id ?? null);
    set({ campaignId, parties, catalogue: items, reference, partyId, view: keep ? get().view : null });
    if (partyId !== null) await get().open(partyId);
  },

  async open(partyId) {
    const view = await api.party.get({ partyId });
    const selected = get().selectedMemberId;
    set({
      partyId,
      view,
      selectedMemberId: view.members.some((m) => m.id === selected) ? selected : (view.members[0]?.id ?? null),
    });
  },

  selectMember(memberId) {
    set({ selectedMemberId: memberId });
  },

  async apply(call) {
    const view = await call;
    const partyChanged = view.id !== get().partyId;
    set({ view, partyId: view.id });
    if (partyChanged || view.members.length !== get().parties.find((p) => p.id === view.id)?.memberCount) {
      await get().refreshList();
    }
    if (!view.members.some((m) => m.id === get().selectedMemberId)) set({ selectedMemberId: view.members.at(-1)?.id ?? null });
    return view;
  },

  async refreshList() {
    const campaignId = get().campaignId;
    if (campaignId !== null) set({ parties: (await api.party.list({ campaignId })).parties });
  },

  async refreshCatalogue() {
    const campaignId = get().campaignId;
    if (campaignId !== null) set({ catalogue: (await api.catalogue.list({ campaignId })).items });
  },

  async importGcs(files) {
    const answer = await api.member.importGcs({ partyId: get().partyId!, files });
    await get().apply(Promise.resolve(answer.party));
    await get().refreshCatalogue();
    return answer.imported;
  },
}));
