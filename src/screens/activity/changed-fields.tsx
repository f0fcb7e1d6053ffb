/** The fields a change touched, as the contract names them (monospace, comma separated); a dash when none. */
import { CellText } from '../../ui/cell-text';

export function ChangedFields({ fields }: { fields: readonly string[] }) {
  if (fields.length === 0) return <CellText>—</CellText>;
  return <CellText tone="code">{fields.join(', ')}</CellText>;
}
