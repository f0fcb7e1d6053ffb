/**
 * The product's name is configuration: the server writes it into
 * <meta name="application-name">, so the brand and footer follow it without a rebuild.
 */
export const DEFAULT_PRODUCT_NAME = 'Mise';

export function readProductName(doc: Pick<Document, 'querySelector'>): string {
  const content = doc.querySelector<HTMLMetaElement>('meta[name="application-name"]')?.content.trim();
  return content || DEFAULT_PRODUCT_NAME;
}
