// `npm test`: typecheck, lint, build, then every suite (Vitest unit and integration,
// Playwright end-to-end in Chromium), ending on one line: "N passed, N failed[, N skipped]".
// The build and SQLite's compile come first, with the type check and lint beside them and beyond at a
// lower priority. Then the Playwright specs run with Vitest beside them at the lowest CPU priority: a browser test spends much of its time waiting on
// the page, and Vitest takes only the cores those waits leave idle, so the specs keep their pace.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildCommand, isBuilt, root } from './build-if-stale.mjs';

const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
// Each failed test with the start of its error, printed again just above the summary: a CI log is
// often read from its end, and a spec's failure otherwise scrolls away under Vitest's held output.
const failures = [];

/**
 * Runs a command with its output held back and printed whole once it ends, so several
 * commands can share the machine's two cores and still read one after the other.
 * `quiet` drops what it prints on stdout (the build's list of files) and keeps its complaints.
 */
function runHeld(title, command, args, { quiet = false, env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env });
    const chunks = [];
    if (!quiet) child.stdout.on('data', (chunk) => chunks.push(chunk));
    else child.stdout.resume();
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ title, ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

function show(result) {
  console.log(`\n── ${result.title} ──`);
  process.stdout.write(result.output);
}

/** A gate (typecheck, lint, build) counts as one check: a failure must show in the summary too. */
function gate(title, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    console.log(`✗ ${title} failed`);
    failures.push([`${title} failed (its output is above)`]);
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

// Only the build and SQLite's compile must finish before the specs can start. The type check and
// ESLint (about a core-minute each) run beside everything at a lower priority and are counted at
// the end: waiting for them first kept both cores on gates while nothing else could begin.
const built = isBuilt();
const gates = [runHeld('typecheck', 'nice', ['-n', '10', 'npm', 'run', '-s', 'typecheck']), runHeld('lint', 'nice', ['-n', '10', 'npm', 'run', '-s', 'lint'])];
const building = built ? null : runHeld('build', ...buildCommand, { quiet: true });
// Installed without its compile (`.ci/run` passes --ignore-scripts), SQLite's native module is built
// here, beside the build, which does not need it: the compiler keeps one core busy for about a minute.
const sqlite = path.join(root, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const compiling = fs.existsSync(sqlite) ? null : runHeld('SQLite native module (compiled from source)', 'npm', ['rebuild', 'better-sqlite3']);
let buildOk = built;
if (building) {
  const result = await building;
  show(result);
  buildOk = gate(result.title, result.ok);
}
if (built) gate('build (already up to date)', true);
if (compiling) {
  const result = await compiling;
  // Not a check of Lantern's own: it only counts when it fails, and then nothing below could run.
  if (!result.ok) {
    show(result);
    gate(result.title, false);
    buildOk = false;
  }
}

// The specs, with Vitest beside them (see the top), then the frame-time spec alone: it measures the machine.
const e2eReport = (project) => path.join(results, project === 'specs' ? 'e2e.json' : `e2e-${project}.json`);
function runE2e(project) {
  fs.rmSync(e2eReport(project), { force: true });
  console.log(`\n── end-to-end (Playwright, Chromium: ${project}) ──`);
  return new Promise((resolve) => {
    const child = spawn(bin('playwright'), ['test', `--project=${project}`], { cwd: root, stdio: 'inherit', env: { ...process.env, LANTERN_E2E_REPORT: e2eReport(project) } });
    child.on('error', (error) => console.log(error.message));
    child.on('close', () => {
      countE2e(project);
      resolve();
    });
  });
}

function countE2e(project) {
  const e2e = readJson(e2eReport(project));
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected + (e2e.errors?.length ?? 0);
    totals.skipped += e2e.stats.skipped;
    for (const reason of skipReasons(e2e)) console.log(`(skipped) ${reason}`);
    failures.push(...e2eFailures(project, e2e));
    for (const title of e2eFlaky(project, e2e)) console.log(`(flaky: passed on its retry) ${title}`);
  } else gate(`Playwright ${project} (no report written)`, false);
}

const unitFile = path.join(results, 'unit.json');
fs.rmSync(unitFile, { force: true });
// `nice` (coreutils) sets the priority before Vitest starts, so every worker it forks has it too.
// While the specs keep both cores busy a niced test gets almost no CPU, however quick it is alone:
// a test's time limit here only catches one that never ends.
const unitRun = runHeld('unit and integration (Vitest)', 'nice', ['-n', '19', bin('vitest'), 'run', '--testTimeout=600000', '--hookTimeout=600000', '--reporter=default', '--reporter=json', `--outputFile.json=${unitFile}`], {
  env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
});
if (buildOk) await runE2e('specs');
show(await unitRun);
const unit = readJson(unitFile);
if (unit) {
  totals.passed += unit.numPassedTests;
  totals.failed += unit.numFailedTests;
  totals.skipped += unit.numPendingTests + unit.numTodoTests;
  // A file that fails to load has no tests to count; it must still fail the run.
  totals.failed += unit.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
  failures.push(...unitFailures(unit));
} else gate('Vitest (no report written)', false);

for (const result of await Promise.all(gates)) {
  show(result);
  gate(result.title, result.ok);
}
if (buildOk) await runE2e('frames');

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

/** The first lines of an error, without colour codes or library frames, indented under its test's name. */
function errorLines(text) {
  const lines = String(text ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !/node_modules|<anonymous>/.test(line));
  return lines.slice(0, 8).map((line) => `    ${line}`);
}

/** The tests that failed once and passed on their retry, by name. */
function e2eFlaky(project, report) {
  const found = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      if ((spec.tests ?? []).some((t) => t.status === 'flaky')) found.push(`[${project}] e2e/${spec.file}:${spec.line} › ${spec.title}`);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  (report.suites ?? []).forEach(walk);
  return found;
}

function e2eFailures(project, report) {
  const found = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected') continue;
        const last = t.results?.at(-1);
        found.push([`[${project}] e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`, ...errorLines(last?.error?.message ?? last?.status)]);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  (report.suites ?? []).forEach((suite) => walk(suite, []));
  for (const error of report.errors ?? []) found.push([`[${project}] outside any test`, ...errorLines(error.message)]);
  return found;
}

function unitFailures(report) {
  const found = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(root, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) found.push([`[vitest] ${name} (did not load)`, ...errorLines(file.message)]);
    for (const test of file.assertionResults) {
      if (test.status === 'failed') found.push([`[vitest] ${name} › ${test.fullName}`, ...errorLines(test.failureMessages?.[0])]);
    }
  }
  return found;
}

if (failures.length > 0) {
  console.log('\n── failed ──');
  for (const lines of failures) console.log(`✗ ${lines.join('\n')}`);
}
console.log('');
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
