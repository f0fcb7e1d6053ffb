/**
 * The browser and system a session signed in from, read from its User-Agent on the server: the
 * profile screen shows them as "Firefox 140 on Linux". Read here rather than in the page, where
 * the parser's first call alone took 20 ms of a signed-in load (issue #37), and its code was sent
 * to every admin. An admin's sessions mostly share a few User-Agents, so each is read once.
 */
import { UAParser } from 'ua-parser-js';

export type BrowserOf = {
  /** The browser and its major version ("Firefox 140"); '' when the User-Agent names none. */
  browserName: string;
  /** The operating system ("Linux"); '' when it names none. */
  systemName: string;
  /** A phone or a tablet. */
  phone: boolean;
};

const READ_KEPT = 500;
const read = new Map<string, BrowserOf>();

export function browserOf(userAgent: string): BrowserOf {
  const known = read.get(userAgent);
  if (known) return known;
  const { browser, os, device } = new UAParser(userAgent).getResult();
  const found: BrowserOf = {
    browserName: browser.name ? [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ') : '',
    systemName: (browser.name && os.name) || '',
    phone: device.type === 'mobile' || device.type === 'tablet',
  };
  // The oldest goes first: a Map keeps the order things were put in.
  if (read.size >= READ_KEPT) read.delete(read.keys().next().value!);
  read.set(userAgent, found);
  return found;
}
