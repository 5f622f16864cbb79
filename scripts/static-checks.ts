// `npm test`'s first step: the type checks and the lint side by side (each mostly one core; in turn
// they took over a minute). Each one's output is printed whole when it ends, so the two never
// interleave; the run fails if either does.
import { spawn } from 'node:child_process';
import { ROOT, toolEnv } from './lib/run.ts';

const CHECKS = ['typecheck', 'lint'];

function check(script: string): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '--silent', script], { cwd: ROOT, env: toolEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (ok: boolean) => {
      process.stdout.write(Buffer.concat(output));
      console.log(`npm run ${script}: ${ok ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve(ok);
    };
    child.on('error', () => finish(false));
    child.on('exit', (code) => finish(code === 0));
  });
}

const results = await Promise.all(CHECKS.map(check));
if (results.includes(false)) process.exit(1);
