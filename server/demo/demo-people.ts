/**
 * The demo people of `npm run seed:demo`: realistic, varied and always the same (no randomness),
 * so running the seed again finds them by e-mail and adds nothing twice. Dates are spread over
 * the year before `now`; some people are inactive; some have an avatar colour.
 */
import type { Rgb } from './solid-png';

export type DemoPerson = {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Date;
  isActive: boolean;
  /** A 128x128 avatar of this colour, or none. */
  avatar: Rgb | null;
};

const FIRST = [
  'Amara', 'Bruno', 'Chiara', 'Dmitri', 'Elif', 'Farid', 'Greta', 'Haruto', 'Ines', 'Jonas', 'Kalani', 'Lucía',
  'Mateus', 'Nadia', 'Oskar', 'Priya', 'Quentin', 'Rosa', 'Sipho', 'Tomoko', 'Ugo', 'Valentina', 'Wen', 'Ximena',
  'Yusuf', 'Zofia', 'Aarav', 'Brigid', 'Caio', 'Delphine', 'Emeka', 'Freya', 'Gael', 'Hana', 'Ivo', 'Jia',
  'Kofi', 'Léa', 'Malik', 'Noor',
];
const LAST = [
  'Okafor', 'Rossi', 'Bianchi', 'Volkov', 'Yılmaz', 'Haddad', 'Lindqvist', 'Sato', 'Moreau', 'Becker', 'Kahale', 'García',
  'Silva', 'Nasser', 'Nilsson', 'Iyer', 'Lefèvre', 'Romero', 'Dlamini', 'Tanaka', 'Conti', 'Ferrari', 'Zhang', 'Ortega',
  'Demir', 'Nowak', 'Sharma', "O'Neill", 'Costa', 'Dubois', 'Eze', 'Hansen', 'Marchand', 'Kim', 'Novak', 'Li',
  'Mensah', 'Laurent', 'Aziz', 'Rahman',
];
const DOMAINS = ['example.com', 'example.org', 'example.net'];
const AVATAR_COLOURS: Rgb[] = [
  [0xe7, 0x6f, 0x51], [0x2a, 0x9d, 0x8f], [0xe9, 0xc4, 0x6a], [0x26, 0x46, 0x53], [0x8a, 0xb1, 0x7d], [0x9b, 0x5d, 0xe5],
];

const DAY_MS = 86_400_000;

/** "Lucía O'Neill" → "lucia.oneill": letters of the name without accents or punctuation. */
const mailName = (text: string) => text.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();

/**
 * `count` people; `offset` picks another stretch of the name lists so the three areas do not
 * share names. Index arithmetic with coprime steps spreads names, dates and flags evenly.
 */
export function demoPeople(count: number, offset: number, now: Date): DemoPerson[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + offset;
    const firstName = FIRST[(n * 7) % FIRST.length]!;
    const lastName = LAST[(n * 11 + 3) % LAST.length]!;
    const daysAgo = (n * 37) % 365;
    return {
      firstName,
      lastName,
      email: `${mailName(firstName)}.${mailName(lastName)}@${DOMAINS[n % DOMAINS.length]}`,
      createdAt: new Date(now.getTime() - daysAgo * DAY_MS - ((n * 97) % 1440) * 60_000),
      isActive: n % 6 !== 5,
      avatar: n % 4 === 0 ? AVATAR_COLOURS[n % AVATAR_COLOURS.length]! : null,
    };
  });
}

const SPECIALTIES = ['fresh pasta', 'West African stews', 'Japanese home cooking', 'sourdough and viennoiserie', 'plant-based street food', 'Levantine mezze', 'Nordic fermentation', 'Oaxacan moles', 'South Indian breakfasts', 'French bistro classics'];

export function demoChefDetails(index: number): { phoneNumber: string; bio: string } {
  const specialty = SPECIALTIES[index % SPECIALTIES.length]!;
  const years = 4 + ((index * 5) % 21);
  return {
    phoneNumber: `+1 (555) ${String(100 + ((index * 37) % 900)).padStart(3, '0')}-${String(1000 + ((index * 53) % 9000))}`,
    bio: `Teaches ${specialty}; ${years} years in professional kitchens.`,
  };
}
