// GCS 5 (GURPS Character Sheet) import: pure translators from a .gcs file's text
// to what Lantern's member, party and bestiary imports take. See README.md.

export { translateGcsCharacter, type GcsCharacterImport, type GcsCharacterOptions, type GcsMember } from './character';
export type { Difference } from './differences';
export { GcsImportError } from './errors';
export { translateGcsMonster, type GcsMonsterImport, type GcsMonsterOptions, type GurpsStatBlock } from './monster';
export { GCS5_VERSIONS } from './parse';
export { figureLines, type FigureCheck, type FigureCount } from './figures';
export { exportGcsCharacter, type ExportInput } from './export';
export { exportOverFile, type KeptFile, type PlayedMember } from './round-trip';
export { fileItemsOf, itemChanges, itemPlan, sheetChanges, type FigureChange, type FileItems } from './update';
