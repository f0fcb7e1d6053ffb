/**
 * The formatter of the first page's texts (text.tsx, issue #37): /login's messages are plain
 * words, `{name}` arguments and one plural, so the entry reads their parsed form (the build's,
 * precompile-messages-plugin.ts) here instead of carrying intl-messageformat, 2.4 KB of /login's
 * 85 KB. It gives what intl-messageformat gives (tests/unit/first-page-format.test.ts holds the
 * two together over every catalogue); every other screen formats through react-intl.
 */

// The parsed message's element kinds (@formatjs/icu-messageformat-parser's TYPE): the ones read here.
const LITERAL = 0;
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const POUND = 7;

type Option = { value: Element[] };
type Element =
  | { type: typeof LITERAL; value: string }
  | { type: typeof ARGUMENT; value: string }
  | { type: typeof SELECT; value: string; options: Record<string, Option> }
  | { type: typeof PLURAL; value: string; options: Record<string, Option>; offset?: number; pluralType?: Intl.PluralRuleType }
  | { type: typeof POUND }
  | { type: number; value?: unknown };

export type ParsedMessage = readonly unknown[];
export type FormatValues = Record<string, string | number>;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralRule(locale: string, type: Intl.PluralRuleType, count: number): string {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules.select(count);
}

function formatNumber(locale: string, count: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

function valueOf(values: FormatValues | undefined, name: string, id: string): string | number {
  if (!values || !(name in values)) throw new Error(`The message "${id}" needs a value for {${name}}`);
  return values[name]!;
}

function chosen(option: Option | undefined, id: string, name: string): Element[] {
  if (!option) throw new Error(`The message "${id}" has no case for the value of {${name}}`);
  return option.value;
}

function formatElements(elements: readonly Element[], locale: string, id: string, values: FormatValues | undefined, count: number | undefined): string {
  let text = '';
  for (const element of elements) {
    switch (element.type) {
      case LITERAL:
        text += element.value as string;
        break;
      case ARGUMENT:
        text += String(valueOf(values, element.value as string, id));
        break;
      case POUND:
        if (count !== undefined) text += formatNumber(locale, count);
        break;
      case SELECT: {
        const select = element as Extract<Element, { type: typeof SELECT }>;
        const value = valueOf(values, select.value, id);
        text += formatElements(chosen(select.options[value] ?? select.options.other, id, select.value), locale, id, values, count);
        break;
      }
      case PLURAL: {
        const plural = element as Extract<Element, { type: typeof PLURAL }>;
        const value = Number(valueOf(values, plural.value, id));
        const offset = plural.offset ?? 0;
        // An exact case (`=0`) wins over the locale's rule, which is chosen for the value less the offset.
        const option = plural.options[`=${value}`] ?? plural.options[pluralRule(locale, plural.pluralType ?? 'cardinal', value - offset)] ?? plural.options.other;
        text += formatElements(chosen(option, id, plural.value), locale, id, values, value - offset);
        break;
      }
      default:
        // Numbers, dates, times and tags are react-intl's: a first-page message does not use them.
        throw new Error(`The message "${id}" uses a format the first page does not read (kind ${element.type}): show it with react-intl`);
    }
  }
  return text;
}

/** `message` (the catalogue's parsed message for `id`) in `locale`, with `values` put in. */
export function formatFirstPageMessage(locale: string, id: string, message: ParsedMessage, values?: FormatValues): string {
  if (!Array.isArray(message)) throw new Error(`The message "${id}" is not parsed: catalogues reach the page parsed (precompile-messages-plugin.ts)`);
  return formatElements(message as readonly Element[], locale, id, values, undefined);
}
