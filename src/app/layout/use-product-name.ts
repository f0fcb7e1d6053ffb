/** The product name for views; read once, since the document's meta never changes. */
import { readProductName } from './product-name';

let cached: string | undefined;

export function useProductName(): string {
  cached ??= readProductName(document);
  return cached;
}
