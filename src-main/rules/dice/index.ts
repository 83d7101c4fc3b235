export { binary, constant, dice, type BinaryOperator, type DiceAst, type Keep } from './ast';
export { bounds, type Bounds } from './bounds';
export {
  distribution,
  mean,
  probabilityAtLeast,
  probabilityAtMost,
  probabilityBetween,
  probabilityOf,
  type Distribution,
} from './distribution';
export { formatDice } from './format';
export { DICE_LIMITS, DiceNotationError, parseDice } from './parse';
export { createRng, restoreRng, type Rng, type RngState } from './rng';
export { roll, type DiceGroupResult, type RollResult } from './roll';
export { diceExpression, formatGurpsDice, type GurpsDice } from './gurps-notation';
