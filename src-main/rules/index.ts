export * from './dice';
export * from './ruleset';
export { rulesets } from './registry';
export * as bfrpg from './bfrpg';
