import { freshScores, score, ScoreFields, type ScoresDraft } from '../common/ScoreFields';
import type { DraftProps, NewCharacterPart } from '../system-ui';

const SCORES = ['st', 'dx', 'iq', 'ht'];

export const gurpsNewCharacter: NewCharacterPart<ScoresDraft> = {
  fresh: () => freshScores(SCORES),
  Fields: (props: DraftProps<ScoresDraft>) => <ScoreFields speciesLabel="Species" {...props} />,
  errorPaths: SCORES.map((a) => `member.sheet.attributes.${a}`),
  asksHp: false,
  hint: 'Hit points follow from the sheet. The Sheet tab takes skills and the rest.',
  member: (d, { kind, name }) => ({ kind, name, sheet: { species: d.species, attributes: Object.fromEntries(SCORES.map((a) => [a, score(d.scores[a])])) } }),
};
