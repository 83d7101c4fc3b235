import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from './measure';

// Runs every bench/cases/*.ts (or those named on the command line) and writes bench/results.json.
const casesDir = path.join(import.meta.dirname, 'cases');
const only = process.argv.slice(2);
const files = fs
  .readdirSync(casesDir)
  .filter((f) => f.endsWith('.ts') && (only.length === 0 || only.some((o) => f.startsWith(o))))
  .sort();

const benchmarks: BenchResult[] = [];
for (const file of files) {
  const run = (await import(path.join(casesDir, file))).default as () => Promise<BenchResult[]>;
  for (const result of await run()) {
    benchmarks.push(result);
    console.log(`${result.name.padEnd(48)} median ${String(result.median_ms).padStart(10)} ms  (${result.runs} runs)`);
  }
}

const out = path.join(import.meta.dirname, 'results.json');
const machine = { node: process.version, cpus: os.cpus().length, cpu: os.cpus()[0]?.model, memory_gib: Math.round(os.totalmem() / 2 ** 30) };
fs.writeFileSync(out, JSON.stringify({ machine, benchmarks }, null, 2) + '\n');
console.log(`wrote ${out}`);
