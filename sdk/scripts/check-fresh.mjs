#!/usr/bin/env node
// Fails if the committed sdk/src/ is not exactly what `npm run generate`
// would produce from ../openapi.json right now.
//
// The generator invocation is NOT duplicated here: it is read from the
// `openapi ...` command inside the `generate` script of sdk/package.json,
// and re-run with `--output` pointed at a temporary directory.
//
// No dependencies beyond Node's standard library.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const STALE_MESSAGE =
  'sdk/ is stale: run `make sdk` (or `npm --prefix sdk run generate`) and commit';

const sdkDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const committedDir = join(sdkDir, 'src');
const generatorBin = join(sdkDir, 'node_modules', 'openapi-typescript-codegen', 'bin', 'index.js');

function fail(message) {
  console.error(`check-fresh: ${message}`);
  process.exit(1);
}

/** Extracts the argument list of the `openapi ...` command in the generate script. */
function generatorArgs() {
  const pkg = JSON.parse(readFileSync(join(sdkDir, 'package.json'), 'utf8'));
  const script = pkg.scripts?.generate;
  if (typeof script !== 'string') fail('package.json has no "generate" script');
  const command = script
    .split('&&')
    .map((part) => part.trim())
    .find((part) => part.startsWith('openapi '));
  if (!command) fail('could not find an `openapi ...` command in the "generate" script');
  if (/["'`$\\]/.test(command)) {
    fail('the `openapi ...` command in the "generate" script must not use quotes or escapes');
  }
  const args = command.split(/\s+/).slice(1);
  const outputIndex = args.findIndex((arg) => arg === '--output' || arg === '-o');
  const inputIndex = args.findIndex((arg) => arg === '--input' || arg === '-i');
  if (outputIndex < 0 || outputIndex + 1 >= args.length) fail('the "generate" script has no --output <dir>');
  if (inputIndex < 0 || inputIndex + 1 >= args.length) fail('the "generate" script has no --input <file>');
  if (resolve(sdkDir, args[outputIndex + 1]) !== committedDir) {
    fail(`the "generate" script must write to ./src (found ${args[outputIndex + 1]})`);
  }
  return { args, outputIndex, input: resolve(sdkDir, args[inputIndex + 1]) };
}

/** Relative paths (with '/' separators) of every file below `dir`, sorted. */
function listFiles(dir) {
  if (!existsSync(dir)) return [];
  const out = [];
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** File contents with line endings normalised (the generator uses os.EOL). */
function readNormalised(file) {
  return readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
}

/** Compares the committed tree with the fresh one, collecting human-readable problems. */
function compare(committedDir, freshDir) {
  const problems = [];
  const committed = listFiles(committedDir);
  const fresh = listFiles(freshDir);
  const committedSet = new Set(committed);
  const freshSet = new Set(fresh);

  for (const file of fresh) {
    if (!committedSet.has(file)) problems.push(`missing:               src/${file}`);
    else if (readNormalised(join(committedDir, file)) !== readNormalised(join(freshDir, file))) {
      problems.push(`differs:               src/${file}`);
    }
  }
  for (const file of committed) {
    if (!freshSet.has(file)) problems.push(`extra (not generated): src/${file}`);
  }
  return problems;
}

const { args, outputIndex, input } = generatorArgs();
if (!existsSync(input)) fail(`OpenAPI document not found: ${input}`);
if (!existsSync(generatorBin)) fail('openapi-typescript-codegen is not installed: run `npm ci` in sdk/');

const tempRoot = mkdtempSync(join(tmpdir(), 'mrok-sdk-check-'));
const freshDir = join(tempRoot, 'src');
let problems = [];
let generatorError = null;
try {
  const freshArgs = [...args];
  freshArgs[outputIndex + 1] = freshDir;
  const result = spawnSync(process.execPath, [generatorBin, ...freshArgs], {
    cwd: sdkDir,
    encoding: 'utf8',
  });
  if (result.error) {
    generatorError = `could not run openapi-typescript-codegen: ${result.error.message}`;
  } else if (result.status !== 0) {
    process.stderr.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    generatorError = `openapi-typescript-codegen exited with status ${result.status ?? result.signal}`;
  } else {
    problems = compare(committedDir, freshDir);
  }
} finally {
  rmSync(tempRoot, { recursive: true, force: true });
}

if (generatorError) fail(generatorError);

if (problems.length > 0) {
  console.error(STALE_MESSAGE);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-fresh: sdk/src is up to date with ${relative(sdkDir, input).split(sep).join('/')}`);
