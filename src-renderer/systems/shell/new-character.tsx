import { freshScores, score, ScoreFields, type ScoresDraft } from '../common/ScoreFields';
import type { DraftProps, NewCharacterPart } from '../system-ui';

const SCORES = ['st', 'ag', 'iq'];

export const shellNewCharacter: NewCharacterPart<ScoresDraft> = {
  fresh: () => freshScores(SCORES),
  Fields: (props: DraftProps<ScoresDraft>) => <ScoreFields speciesLabel="Race" {...props} />,
  errorPaths: SCORES.map((a) => `member.sheet.attributes.${a}`),
  asksHp: false,
  hint: 'Hit points follow from the sheet. The Sheet tab takes skills and the rest.',
  member: (d, { kind, name }) => ({
    kind,
    name,
    sheet: { race: { name: d.species, cost: 0, modifiers: {} }, attributes: Object.fromEntries(SCORES.map((a) => [a, score(d.scores[a])])), npc: kind === 'hireling' },
  }),
};
