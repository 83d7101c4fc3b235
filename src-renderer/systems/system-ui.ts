import type { ComponentType, ReactNode } from 'react';
import type { CharacterKind, CombatantView, CombatState, MemberInput, MemberView, PartyView } from '../../src-shared/contract';

// Everything the renderer shows that depends on the rules system, as one record per
// system. Views ask the registry (index.ts) for the current system's record and never
// compare a system's name, so a fourth system is a folder and one registry line, and the
// compiler names every part it still lacks.

/** The error the server gave under a field path, if any. */
export type ErrorFor = (field: string) => string | null;

/** One way to start a campaign in this system, as listed when creating one. */
export interface RulesPreset {
  /** Unique across systems: the value of the campaign form's select. */
  id: string;
  label: string;
  /** Campaign options that make the preset (GULLIVER is a GURPS option). */
  options: Record<string, unknown>;
}

/** A tab beside Inventory and Sheet on a character (GURPS adds Feats). */
export interface MemberTab {
  id: string;
  label: string;
  Panel: ComponentType<{ member: MemberView }>;
}

export interface DraftProps<D> {
  draft: D;
  onChange(draft: D): void;
  errorFor: ErrorFor;
}

/** What the add-member form asks about a new character in this system; the sheet editor takes the rest. */
export interface NewCharacterPart<D> {
  fresh(): D;
  Fields: ComponentType<DraftProps<D>>;
  /** Field paths the server may name, so their errors show under the fields. */
  errorPaths: readonly string[];
  /** False where hit points follow from the sheet, so the form does not ask for them. */
  asksHp: boolean;
  /** A line under the form saying what the sheet works out, if anything. */
  hint: string | null;
  member(draft: D, general: { kind: CharacterKind; name: string; hp: { current: number; max: number } }): MemberInput;
}

/** A foe's stat block as its editor holds it: numbers kept as typed so a half-typed value is not lost. */
export type StatBlockDraft = Record<string, unknown>;

export interface StatBlockEditorProps extends DraftProps<StatBlockDraft> {
  /** Where the stat block sits in the request: "statBlock", or "foes.2.statBlock" for a quick foe. */
  prefix?: string;
}

export interface StatBlockPart {
  Editor: ComponentType<StatBlockEditorProps>;
  /** A stat block from the server, ready for the editor. */
  toDraft(block: StatBlockDraft): StatBlockDraft;
  /** The editor's draft as the record the server checks. */
  fromDraft(draft: StatBlockDraft): StatBlockDraft;
  /** A plain fighter to start a new foe from. */
  blank(): StatBlockDraft;
  /** Every field path the editor shows an error under, most specific first, the whole record last. */
  fields(prefix?: string): string[];
}

export interface AttackFormProps<D> {
  state: CombatState;
  draft: D;
  setDraft(update: (d: D) => D): void;
  actor: CombatantView;
  target: CombatantView | null;
  errorFor: ErrorFor;
}

/** The attack form: what the GM fills in and the attack record the system's rules read from it. */
export interface AttackPart<D> {
  fresh(): D;
  Form: ComponentType<AttackFormProps<D>>;
  /** The draft when another fighter takes the action (their first weapon, say). */
  forActor(draft: D, actor: CombatantView): D;
  /** The draft when the target changes (a defense the new target lacks falls back). */
  forTarget(draft: D, target: CombatantView | null): D;
  /** What goes to combat.preview and combat.attack; `maneuver` is the declaration the picker shows, where the system has one. */
  record(draft: D, attacker: CombatantView | null, maneuver?: Record<string, unknown> | null): Record<string, unknown>;
  /** What the GM must still type before there is anything to ask the server; null when nothing. */
  missing(draft: D, actor: CombatantView | null): string | null;
  submitLabel(draft: D): string;
}

/** What the maneuver picker holds beyond the maneuver and its option. */
export type ManeuverExtras = Record<string, string>;

export interface ManeuverChoice {
  id: string;
  option: string;
  extras: ManeuverExtras;
}

export interface ManeuverPart {
  /** What the system calls the declaration ("Maneuver", "Stance"). */
  label: string;
  /** Fields some maneuvers need beyond their option; nothing for most. */
  /** `actor` is the fighter declaring (GURPS Ready lists its weapons). */
  Fields: ComponentType<{ choice: ManeuverChoice; actor: CombatantView; onExtras(extras: ManeuverExtras): void; errorFor: ErrorFor }>;
  /** Whether the choice is about one foe, the fighter the GM picked. */
  aimsAtFoe(choice: ManeuverChoice): boolean;
  /** What goes to combat.maneuver. */
  declaration(choice: ManeuverChoice, targetId: number | null): Record<string, unknown>;
}

/** The Combat view's D key. */
export interface DefendKey {
  /** How the key reads in the key list. */
  label: string;
  /** The maneuver D declares; null where the system has none and D goes to the target's conditions. */
  maneuver: Record<string, unknown> | null;
}

/** Files another program writes for this system (GURPS: GCS), read into the party and the bestiary. */
export interface FileImportPart {
  /** Wraps the party's marching order: the import button and drop target, the errors and a summary of what came in. */
  Roster: ComponentType<{ party: PartyView; children: ReactNode }>;
  /** Beside the first party's name form: the same files, joining a party made for them. */
  FirstParty: ComponentType<{ campaignId: number }>;
  /** Beside the bestiary's own import; says what came in, or what was wrong, through the panel's messages. */
  Bestiary: ComponentType<{ onImported(message: string): void; onError(message: string): void }>;
}

/** The journal's roller for the GM: the usual dice of the system and what a roll against a number means there. */
export interface GmRollPart {
  dice: string;
  /** Rolls the GM makes in this system, for the placeholder. */
  examples: string;
  /** What a target number means ("at or under"); null where the system's rolls are not judged at or under a number (Basic Fantasy rolls high). */
  under: string | null;
}

/**
 * A part whose draft type only its system knows. A view holds the draft without reading
 * it, so it takes the part through `open`, which hands it to code written for any draft
 * type: the compiler then keeps each draft with the part that made it.
 */
export type SomeAttackPart = <R>(open: <D>(part: AttackPart<D>) => R) => R;
export type SomeNewCharacterPart = <R>(open: <D>(part: NewCharacterPart<D>) => R) => R;

export const someAttackPart =
  <D>(part: AttackPart<D>): SomeAttackPart =>
  (open) =>
    open(part);
export const someNewCharacterPart =
  <D>(part: NewCharacterPart<D>): SomeNewCharacterPart =>
  (open) =>
    open(part);

export interface SystemUi {
  presets: readonly RulesPreset[];
  /** The sheet editor of a player character or hireling. */
  Sheet: ComponentType<{ member: MemberView }>;
  memberTabs: readonly MemberTab[];
  newCharacter: SomeNewCharacterPart;
  statBlock: StatBlockPart;
  attack: SomeAttackPart;
  /** Null where the system declares no maneuvers. */
  maneuver: ManeuverPart | null;
  defend: DefendKey;
  /** Null where the system reads no other program's files. */
  fileImport: FileImportPart | null;
  gmRoll: GmRollPart;
  /** True where a shield counts only while readied on the arm (GURPS), so the inventory offers Ready and Sling. */
  readiesShields: boolean;
}
