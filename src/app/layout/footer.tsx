/** The copyright line (spec section 2 "Shell"). */
import { FormattedMessage } from 'react-intl';
import { useProductName } from './use-product-name';
import * as styles from './footer.css';

/** `inert` while the drawer covers the page. */
export function Footer({ inert = false }: { inert?: boolean }) {
  const productName = useProductName();
  return (
    <footer className={styles.footer} inert={inert}>
      <p>
        <FormattedMessage
          id="shell.footer.copyright"
          values={{ year: String(new Date().getFullYear()), productName }}
        />
      </p>
    </footer>
  );
}
