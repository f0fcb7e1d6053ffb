/**
 * An object URL for a picked file, for previews: created when the file changes, revoked when
 * it changes again or the view goes away, so a form with many picks does not leak memory.
 */
import { useEffect, useState } from 'react';

export function useObjectUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return file ? url : null;
}
