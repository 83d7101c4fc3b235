import { catalogueUseCases } from './catalogue';
import { partyContext, type PartyDeps } from './context';
import { fileUseCases } from './files';
import { inventoryUseCases } from './inventory';
import { memberUseCases } from './members';
import { rosterUseCases } from './roster';
import { partyViews } from './view';

// The party service the handlers call, put together from one module per use case.

export function partyService(deps: PartyDeps) {
  const context = partyContext(deps);
  const { view, atTime, viewAt } = partyViews(context);
  const catalogue = catalogueUseCases(context);
  const { put, ...inventory } = inventoryUseCases(context, catalogue, view);
  const { insertMember, ...members } = memberUseCases(context, view);
  return {
    view,
    atTime,
    viewAt,
    ...rosterUseCases(context, view),
    ...members,
    ...inventory,
    ...fileUseCases(context, { itemFor: catalogue.itemFor, put, insertMember }, view),
    mustMember: context.mustMember,
    listCatalogue: catalogue.listCatalogue,
    addCatalogueItem: catalogue.addCatalogueItem,
  };
}

export type PartyService = ReturnType<typeof partyService>;
