/**
 * The service started as an operator starts it: a compiled entry point in a
 * child process on 127.0.0.1, its JSON log read line by line from stdout.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request } from 'node:http';
import { createInterface } from 'node:readline';
import { within } from './within.js';

export interface StartedProcess {
  child: ChildProcess;
  url: string;
  port: number;
  /** Every log line so far, parsed; the array keeps filling while the process runs. */
  logs: Array<Record<string, unknown>>;
  /** Settles once every line the process wrote to stdout has been read. */
  stdoutClosed: Promise<unknown>;
}

/** The children started here that are still running, and whether each leads a process group of its own. */
const running = new Map<ChildProcess, boolean>();

/**
 * Kills whatever a test left running: a service that hung in a shutdown that
 * never ends would otherwise keep the test process, and `npm test`, alive for
 * good once its test failed or timed out. A child started in a group of its
 * own is killed with its whole group (a shell and what it started). Call it
 * from an `after` hook of each suite that starts processes.
 */
export function killLeftoverProcesses(): void {
  for (const [child, leadsGroup] of running) killChild(child, leadsGroup);
}

/**
 * Kills `child`, or with `leadsGroup` the group it leads, what is left of it: the child may have exited and
 * left what it started.
 */
function killChild(child: ChildProcess, leadsGroup: boolean): void {
  if (!leadsGroup) {
    child.kill('SIGKILL');
    return;
  }
  try {
    if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // Nobody left in the group.
  }
}

/** Starts `script` with only PATH and `env`, and resolves once it logs `listening` (at most 30 s, then rejects). */
export async function startProcess(script: string, env: NodeJS.ProcessEnv): Promise<StartedProcess> {
  return startCommand(process.execPath, [script], env);
}

/**
 * startProcess for any command: `npm start`, say. With `ownGroup`, the child
 * leads a process group of its own, so that what it starts is killed with it if the test fails.
 */
export async function startCommand(command: string, args: readonly string[], env: NodeJS.ProcessEnv, { ownGroup = false } = {}): Promise<StartedProcess> {
  const child = spawn(command, args, { env: { PATH: process.env.PATH, ...env }, stdio: ['ignore', 'pipe', 'inherit'], detached: ownGroup });
  running.set(child, ownGroup);
  // What a group's leader started goes with it: a leftover once it has exited is what a test is looking for,
  // and its group's number may be some other process's later.
  child.once('exit', () => {
    if (ownGroup) killChild(child, true);
    running.delete(child);
  });
  const logs: Array<Record<string, unknown>> = [];
  const lines = createInterface({ input: child.stdout! });
  const stdoutClosed = once(lines, 'close');
  const listening = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      logs.push(entry);
      if (entry.msg === 'listening') resolve(String(entry.url));
    });
    child.once('exit', (code) => reject(new Error(`exited early with ${code}`)));
  });
  try {
    const url = await within(listening, 30_000, 'the service reporting listening');
    return { child, url, port: Number(new URL(url).port), logs, stdoutClosed };
  } catch (error) {
    // A start that failed leaves nothing behind for the caller to stop.
    killChild(child, ownGroup);
    throw error;
  }
}

export interface Answer {
  status: number;
  /** The Connection header: `close` once the service is draining. */
  connection: string | undefined;
  body: string;
}

/** One request through node:http, which hands back the Connection header as sent; its whole answer. */
export function send(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (response) => {
      let body = '';
      response.on('data', (chunk) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
    }).on('error', reject).end(options.body);
  });
}
