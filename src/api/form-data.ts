/**
 * A multipart body from a form's values (spec section 7: add and edit with an image are
 * multipart). Empty-valued entries are left out, so `image` travels only when a new file
 * was chosen and the stored image is kept otherwise.
 */
export type MultipartValue = string | number | File | null | undefined;

export function multipart(fields: Record<string, MultipartValue>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (value instanceof File) body.append(name, value, value.name);
    else body.append(name, String(value));
  }
  return body;
}
