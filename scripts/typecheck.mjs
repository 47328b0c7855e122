#!/usr/bin/env node
/**
 * Type-checks every TypeScript project of the repository, as many at a time as the machine has
 * cores. Each `tsc -p` is single-threaded and the projects are independent, so on CI's two cores
 * this halves the step's time. Each project's output is printed whole when it ends; the exit code
 * is non-zero when any project fails.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Largest first, so the longest check does not start last. */
const PROJECTS = ['apps/server', 'apps/web', 'e2e', 'bench', 'apps/backoffice', 'packages/contracts'];
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '-p', project], { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      out += chunk;
    });
    child.on('close', (code) => {
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'failed'}\n${out}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
let failed = false;
const worker = async () => {
  for (let project = queue.shift(); project; project = queue.shift()) if (!(await check(project))) failed = true;
};
await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), queue.length)) }, worker));
process.exit(failed ? 1 : 0);
