import type { rollTables, sessionPlans } from '../../../src-shared/contract';
import type { RollTableService } from '../../services/notebook/roll-tables';
import type { SessionPlanService } from '../../services/notebook/session-plans';
import type { HandlersFor } from '../router';

export const rollTableHandlers = (t: RollTableService): HandlersFor<typeof rollTables> => ({
  'rollTable.list': (input) => t.list(input),
  'rollTable.save': (input) => t.save(input),
  'rollTable.remove': (input) => t.remove(input),
  'rollTable.roll': (input) => t.roll(input),
  'rollTable.import': (input) => t.import(input),
  'rollTable.export': (input) => t.export(input),
  'rollTable.toKey': (input) => t.toKey(input),
});

export const sessionPlanHandlers = (p: SessionPlanService): HandlersFor<typeof sessionPlans> => ({
  'sessionPlan.list': (input) => p.list(input),
  'sessionPlan.save': (input) => p.save(input),
  'sessionPlan.remove': (input) => p.remove(input),
  'sessionPlan.check': (input) => p.check(input),
  'sessionPlan.report': (input) => p.report(input),
});
