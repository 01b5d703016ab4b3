import { spawn, type ChildProcess } from 'node:child_process';

export interface Started {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Starts a node process and resolves once it is answering `probe` (or printed LISTENING <port>). */
export async function startNode(
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; url?: string; probe?: string },
): Promise<Started> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let url = options.url;
  if (!url) {
    url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        const match = /LISTENING (\d+)/.exec(chunk.toString());
        if (match) resolve(`http://127.0.0.1:${match[1]}`);
      });
      child.once('exit', (code) => reject(new Error(`process exited early (${code})`)));
    });
  } else {
    child.stdout?.resume();
    const deadline = Date.now() + 120_000;
    for (;;) {
      try {
        if ((await fetch(`${url}${options.probe ?? '/'}`)).ok) break;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`${args.join(' ')} did not start`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

let nextPort = 4300 + Math.floor(Math.random() * 500);
export const freePort = () => nextPort++;
