export * from './dice';
export * from './ruleset';
export { rulesetFor } from './registry';
export * as bfrpg from './bfrpg';
