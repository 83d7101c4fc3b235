import { z } from 'zod';
import type { Method } from './define';

export interface MethodDescription {
  name: string;
  kind: Method['kind'];
  roles: Method['roles'];
  summary: string;
  input: unknown;
  output: unknown;
}

/** JSON Schema of every method, for GET /rpc and the API reference. */
export function describeMethods(contract: Record<string, Method>): MethodDescription[] {
  return Object.values(contract).map((m) => ({
    name: m.name,
    kind: m.kind,
    roles: m.roles,
    summary: m.summary,
    input: z.toJSONSchema(m.input, { io: 'input', unrepresentable: 'any' }),
    output: z.toJSONSchema(m.output, { io: 'output', unrepresentable: 'any' }),
  }));
}

/** The API reference as Markdown: written on demand to docs/api.md by `npm run docs:api`, served at GET /rpc?format=markdown. */
export function apiMarkdown(contract: Record<string, Method>): string {
  const lines = [
    '# Lantern API',
    '',
    'Generated from `src-shared/contract` by `npm run docs:api`; do not edit by hand.',
    '',
    'Every method is reachable as `POST /rpc/<method>` on the headless host (JSON body, `Content-Type: application/json`)',
    'and through the typed `invoke` of the desktop preload. A call answers `{ "ok": true, "result": ... }` or',
    '`{ "ok": false, "error": { "code", "message", "path", "reason" } }`, where `path` names the field at fault',
    'and `reason` is the message without it.',
    'A mutation runs in one transaction: when it fails, nothing is written.',
    "Each method names the roles that may call it: `gm`, and `players` for the reads the players' screen needs",
    "(the host answers those with the players' version). Any other call answers 403 `forbidden`.",
    '',
    '| method | kind | roles | what it does |',
    '|---|---|---|---|',
    ...Object.values(contract).map((m) => `| [\`${m.name}\`](#${m.name.replace(/\./g, '')}) | ${m.kind} | ${m.roles.join(', ')} | ${m.summary} |`),
    '',
  ];
  for (const d of describeMethods(contract)) {
    lines.push(
      `## ${d.name}`,
      '',
      `${d.kind === 'mutation' ? 'Mutation' : 'Query'}, for ${d.roles.join(' and ')}. ${d.summary}`,
      '',
      'Input:',
      '',
      '```json',
      JSON.stringify(d.input, null, 2),
      '```',
      '',
      'Output:',
      '',
      '```json',
      JSON.stringify(d.output, null, 2),
      '```',
      '',
    );
  }
  return lines.join('\n');
}
