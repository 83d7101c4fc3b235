import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field } from './Field';

type Textarea = TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

/**
 * The one editor of a wandering-monster table's lines, in the Dungeon view and beside
 * the bestiary alike: "what comes | bestiary foe | how many", read by the contract's
 * one line reader, so a line means the same wherever it is typed.
 */
export function TableLinesField({ error, errorId, rows = 5, ...textarea }: Textarea & { error: string | null; errorId?: string }) {
  return (
    <Field
      label="What turns up, one a line"
      error={error}
      errorId={errorId}
      wide
      hint="what comes | bestiary foe | how many (dice); the foe and number may be left out (then the stat block's figure, else 1). Ctrl+Enter saves"
    >
      {(id) => <textarea id={id} rows={rows} spellCheck={false} {...textarea} />}
    </Field>
  );
}
