/**
 * PostgreSQL's own log goes to a file beside its data, keeping the console readable; fatal lines
 * are also surfaced through the server's logger, and the last lines are kept to explain a failed
 * start.
 */
import { createWriteStream } from 'node:fs';
import { chmod } from 'node:fs/promises';
import type { Logger } from '../logger';

const KEPT_LINES = 40;

export type PostgresLog = {
  file: string;
  onLog(chunk: string): void;
  onError(error: unknown): void;
  /** The lines written since the last `forget()`. */
  recent(): readonly string[];
  forget(): void;
  close(): Promise<void>;
};

export async function openPostgresLog(file: string, logger: Logger): Promise<PostgresLog> {
  const stream = createWriteStream(file, { flags: 'a', mode: 0o600 });
  await chmod(file, 0o600).catch(() => undefined); // the file may predate this start
  let lines: string[] = [];
  const onLog = (chunk: string) => {
    stream.write(chunk);
    for (const line of chunk.split('\n').filter(Boolean)) {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      if (/\b(FATAL|PANIC):/.test(line)) logger.warn(`PostgreSQL: ${line}`);
    }
  };
  return {
    file,
    onLog,
    onError: (error) => onLog(`[error] ${error instanceof Error ? error.message : String(error)}\n`),
    recent: () => lines,
    forget: () => void (lines = []),
    close: () => new Promise((resolve) => stream.end(resolve)),
  };
}
