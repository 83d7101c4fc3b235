import type { z } from 'zod';
import { fieldFor, messageAt, plainIssue, plainReason, type Path } from './plain-words';

/** One thing wrong with a form, and the field it belongs beside (null: the form as a whole). */
export interface Problem {
  field: string | null;
  message: string;
}

/** What the host answers when it refuses a call; `reason` is the message without the field it names. */
export interface ServerComplaint {
  message: string;
  path?: Path;
  reason: string;
}

export function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

const keys = (path: readonly PropertyKey[]): Path => path.filter((k): k is string | number => typeof k !== 'symbol');

/** Every problem zod found with `input`, each placed beside the field that holds it. */
export function problemsFromIssues(issues: readonly z.core.$ZodIssue[], input: unknown, fields: readonly string[]): Problem[] {
  return issues.map((issue) => {
    const path = issue.code === 'unrecognized_keys' ? [...keys(issue.path), issue.keys[0]] : keys(issue.path);
    const field = fieldFor(path, fields);
    return { field, message: messageAt(field, path, plainIssue(issue, valueAt(input, path))) };
  });
}

/** The host's refusal, placed beside the field its path names, in the same words as the form's own check. */
export function problemFromServer(complaint: ServerComplaint, fields: readonly string[]): Problem {
  const path = complaint.path ?? [];
  const field = path.length > 0 ? fieldFor(path, fields) : null;
  const reason = plainReason(complaint.reason);
  return { field, message: messageAt(field, path, reason) };
}

/** The first message per field (the one to show beside it), and every message that has no field. */
export function sortProblems(problems: readonly Problem[]): { byField: Record<string, string>; general: string[] } {
  const byField: Record<string, string> = {};
  const general: string[] = [];
  for (const p of problems) {
    if (p.field === null) {
      if (!general.includes(p.message)) general.push(p.message);
    } else {
      byField[p.field] ??= p.message;
    }
  }
  return { byField, general };
}
