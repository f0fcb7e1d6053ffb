/** Reads the mails an app wrote to its outbox (the real outbox driver), oldest first. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

export type ReceivedMail = { file: string; to: string; from: string; subject: string; text: string; html: string };

export async function readOutbox(dir: string): Promise<ReceivedMail[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(path.join(dir, file)));
      const address = (value: typeof parsed.to) => (Array.isArray(value) ? value.map((a) => a.text).join(', ') : (value?.text ?? ''));
      return {
        file,
        to: address(parsed.to),
        from: parsed.from?.text ?? '',
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: typeof parsed.html === 'string' ? parsed.html : '',
      };
    }),
  );
}

/** The newest mail sent to an address, or undefined. */
export async function lastMailTo(dir: string, to: string): Promise<ReceivedMail | undefined> {
  return (await readOutbox(dir)).filter((mail) => mail.to.includes(to)).at(-1);
}
