// `npm test`: typecheck, lint, build, then every suite (Vitest unit and integration,
// Playwright end-to-end in Chromium), ending on one line: "N passed, N failed[, N skipped]".
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt, root } from './build-if-stale.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n── ${title} ──`);
  return spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;
}

/**
 * Runs a command with its output held back and printed whole once it ends, so two
 * commands can share the machine's two cores and still read one after the other.
 */
function runHeld(title, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ title, ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

/** A gate (typecheck, lint, build) counts as one check: a failure must show in the summary too. */
function gate(title, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`✗ ${title} failed`);
  }
  return ok;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// The type check and ESLint each keep one core busy: run side by side, they take the time of the longer.
for (const result of await Promise.all([runHeld('typecheck', 'npm', ['run', '-s', 'typecheck']), runHeld('lint', 'npm', ['run', '-s', 'lint'])])) {
  console.log(`\n── ${result.title} ──`);
  process.stdout.write(result.output);
  gate(result.title, result.ok);
}
let built = false;
try {
  console.log('\n── build ──');
  // Built only when a source is newer than the build: a clean clone has none and builds.
  ensureBuilt();
  built = gate('build', true);
} catch (error) {
  gate(`build (${error.message})`, false);
}

const unitFile = path.join(results, 'unit.json');
fs.rmSync(unitFile, { force: true });
run('unit and integration (Vitest)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitFile}`]);
const unit = readJson(unitFile);
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
  // A file that fails to load has no tests to count; it must still fail the run.
  totals.failed += unit.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
} else gate('Vitest (no report written)', false);

if (built) {
  // The specs on two workers, then the frame-time spec alone: it measures the machine.
  for (const project of ['specs', 'frames']) {
    const e2eFile = path.join(results, project === 'specs' ? 'e2e.json' : `e2e-${project}.json`);
    fs.rmSync(e2eFile, { force: true });
    run(`end-to-end (Playwright, Chromium: ${project})`, bin('playwright'), ['test', `--project=${project}`], { LANTERN_E2E_REPORT: e2eFile });
    const e2e = readJson(e2eFile);
    if (e2e) {
      totals.passed += e2e.stats.expected + e2e.stats.flaky;
      totals.failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
      totals.skipped += e2e.stats.skipped;
      for (const reason of skipReasons(e2e)) console.log(`(skipped) ${reason}`);
    } else gate(`Playwright ${project} (no report written)`, false);
  }
}

/** The distinct reasons skipped Playwright tests gave, so the log says why, not just how many. */
function skipReasons(report) {
  const reasons = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'skipped') continue;
        const why = t.annotations?.find((a) => a.type === 'skip')?.description ?? 'no reason given';
        reasons.set(why, (reasons.get(why) ?? 0) + 1);
      }
    }
    (suite.suites ?? []).forEach(walk);
  };
  (report.suites ?? []).forEach(walk);
  return [...reasons].map(([why, n]) => `${n} test${n === 1 ? '' : 's'}: ${why}`);
}

console.log('');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
