import type { z } from 'zod';
import { app } from './app';
import { backup, campaignFile } from './backups';
import { calendar } from './calendar';
import { campaign } from './campaign';
import { clock, dungeon, effect, light, spell } from './dungeon';
import { level } from './levels';
import { hexmap, journey } from './hexmap';
import { journal } from './journal';
import { rollTables, sessionPlans } from './roll-tables';
import { notebook } from './notebook';
import { bestiary, combat } from './combat';
import { catalogue, inventory, member, party } from './party';
import { dice } from './dice';
import { experience, purse } from './purse';
import { encounter } from './encounter';
import { rulesBfrpg } from './rules-bfrpg';
import { rulesGulliver } from './rules-gulliver';
import { rulesGurps } from './rules-gurps';
import { rulesShell } from './rules-shell';
import { weather } from './weather';

/** The whole API: every host, client, allowlist and doc is derived from this object. */
export const contract = {
  ...app,
  ...campaign,
  ...backup,
  ...campaignFile,
  ...calendar,
  ...party,
  ...member,
  ...inventory,
  ...catalogue,
  ...purse,
  ...experience,
  ...clock,
  ...light,
  ...effect,
  ...spell,
  ...dungeon,
  ...level,
  ...journal,
  ...rollTables,
  ...sessionPlans,
  ...notebook,
  ...hexmap,
  ...journey,
  ...weather,
  ...combat,
  ...bestiary,
  ...encounter,
  ...dice,
  ...rulesBfrpg,
  ...rulesGurps,
  ...rulesGulliver,
  ...rulesShell,
};

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodInput<N extends MethodName> = z.input<Contract[N]['input']>;
/** The input as a handler receives it: parsed, trimmed, defaults filled in. */
export type MethodParams<N extends MethodName> = z.output<Contract[N]['input']>;
export type MethodOutput<N extends MethodName> = z.output<Contract[N]['output']>;

export const methodNames = Object.keys(contract) as MethodName[];

export function isMethodName(name: string): name is MethodName {
  return Object.prototype.hasOwnProperty.call(contract, name);
}

export * from './app';
export * from './backups';
export * from './define';
export * from './ids';
export * from './place-key';
export * from './levels';
export * from './calendar';
export * from './live';
export * from './campaign';
export * from './dungeon';
export * from './effects';
export * from './spells';
export * from './hexmap';
export * from './journal';
export * from './roll-tables';
export * from './notebook';
export * from './party';
export * from './purse';
export * from './purse-fields';
export * from './dice';
export * from './rules-bfrpg';
export * from './rules-options';
export * from './rules-gurps';
export * from './rules-gulliver';
export * from './rules-shell';
export * from './sheets';
export * from './combat';
export * from './encounter';
export * from './encounter-lines';
export * from './combat-schemas';
export * from './describe';
export * from './gcs';
export * from './weather';
