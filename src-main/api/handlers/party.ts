import type { catalogue, inventory, member, party } from '../../../src-shared/contract';
import type { GcsImportService } from '../../services/gcs-import';
import type { LastingService } from '../../services/lasting';
import type { PartyService } from '../../services/party';
import type { HandlersFor } from '../router';

export const partyHandlers = (parties: PartyService, gcs: GcsImportService, lasting: LastingService): HandlersFor<typeof party & typeof member & typeof inventory & typeof catalogue> => ({
  'party.list': (input) => parties.list(input),
  'party.get': (input) => parties.view(input.partyId),
  'party.haulers': (input) => parties.haulers(input),
  'party.create': (input) => parties.create(input),
  'party.update': (input) => parties.update(input),
  'party.reorder': (input) => parties.reorder(input),
  'party.follow': (input) => parties.follow(input),
  'party.delete': (input) => parties.delete(input),
  'party.export': (input) => parties.exportParty(input),
  'party.import': (input) => parties.importParty(input),
  'member.create': (input) => parties.createMember(input),
  'member.update': (input) => parties.updateMember(input),
  'member.setCondition': (input) => lasting.setCondition(input),
  'member.delete': (input) => parties.deleteMember(input),
  'member.move': (input) => parties.moveMember(input),
  'member.export': (input) => parties.exportMember(input),
  'member.import': (input) => parties.importMember(input),
  'member.importGcs': (input) => gcs.importCharacters(input),
  'member.gcsMatches': (input) => gcs.matches(input),
  'member.updateFromGcs': (input) => gcs.updateMember(input),
  'member.exportGcs': (input) => gcs.exportCharacter(input),
  'inventory.add': (input) => parties.addItem(input),
  'inventory.update': (input) => parties.updateStack(input),
  'inventory.ready': (input) => parties.readyStack(input),
  'inventory.remove': (input) => parties.removeStack(input),
  'inventory.transfer': (input) => parties.transfer(input),
  'catalogue.list': (input) => parties.listCatalogue(input),
  'catalogue.add': (input) => parties.addCatalogueItem(input),
});
