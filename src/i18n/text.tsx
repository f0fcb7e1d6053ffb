/**
 * The texts of the page the first load draws, /login (issue #37): a message of the loaded
 * catalogue formatted by first-page-format.ts alone, so that page carries neither react-intl, with
 * @formatjs/intl's every formatter, nor intl-messageformat before its first paint. Every other screen has
 * react-intl too (react-intl-provider.tsx, fetched with it); both read this one catalogue in the
 * one locale the `locale` machine shows, so a text reads the same through either.
 */
import { createContext, useContext, useMemo } from 'react';
import { formatFirstPageMessage, type ParsedMessage } from './first-page-format';
import type { MessageId } from './messages/en-US';

/** The catalogue as loaded (built catalogues hold parsed messages: precompile-messages-plugin.ts). */
export type Catalogue = { locale: string; messages: Readonly<Record<string, unknown>> };

export const CatalogueContext = createContext<Catalogue | null>(null);

export function useCatalogue(): Catalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useCatalogue is used outside <I18nProvider>');
  return catalogue;
}

export type TextValues = Record<string, string | number>;
export type FormatText = (id: MessageId, values?: TextValues) => string;

/** A message formatted in the shown locale; a missing one is said loudly and shows its id, as react-intl does. */
export function useText(): FormatText {
  const catalogue = useCatalogue();
  return useMemo(
    () => (id, values) => {
      const message = catalogue.messages[id];
      if (message === undefined) {
        console.error(`[i18n] Missing message: "${id}" for locale "${catalogue.locale}"`);
        return id;
      }
      return formatFirstPageMessage(catalogue.locale, id, message as ParsedMessage, values);
    },
    [catalogue],
  );
}

/** A message as a text node: `<Text id="auth.login.title" />`. */
export function Text({ id, values }: { id: MessageId; values?: TextValues }) {
  return useText()(id, values);
}
