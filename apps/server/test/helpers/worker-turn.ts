import { type ChildProcess, spawn } from 'node:child_process';

/**
 * A second process for the exactly-once tests: it starts `script`, waits for READY, and answers a
 * function that sends the word and resolves with the number the worker prints after `done`.
 */
export async function workerTurn(
  script: string,
  env: Record<string, string>,
  done: RegExp,
): Promise<{ child: ChildProcess; go: () => Promise<number> }> {
  const worker = spawn(process.execPath, [script], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  const said = (word: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const look = () => {
        const hit = word.exec(out);
        if (hit) resolve(hit);
      };
      worker.stdout?.on('data', (d: Buffer) => {
        out += d.toString();
        look();
      });
      worker.once('exit', (code) => reject(new Error(`worker exited ${code}: ${out}`)));
      look();
    });
  await said(/READY/);
  return {
    child: worker,
    go: async () => {
      worker.stdin?.write('go\n');
      return Number((await said(done))[1]);
    },
  };
}
