// Running the project's own tools from scripts, with the pinned Node 24 first on the PATH.
import { spawn, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'node_modules', '.bin');

/** The environment for child processes: node_modules/.bin (and so Node 24) first. */
export function toolEnv(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PATH: `${BIN}${path.delimiter}${process.env.PATH ?? ''}`,
    // wrangler and astro: no prompts, no telemetry, no network look-ups.
    CI: process.env.CI ?? 'true',
    WRANGLER_SEND_METRICS: 'false',
    ASTRO_TELEMETRY_DISABLED: '1',
    // Offline: do not try to fetch the Request.cf sample from Cloudflare.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    ...extra,
  };
}

/** Runs a tool to completion, streaming its output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', env: toolEnv(), ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}

/** Runs a tool to completion and answers what it printed; its errors are shown; rejects on a non-zero exit. */
export function output(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], env: toolEnv() });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(Buffer.concat(chunks).toString('utf8'));
      else reject(new Error(`${command} ${args.join(' ')} exited with ${signal ?? code}`));
    });
  });
}
