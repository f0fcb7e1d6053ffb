/** The copyright line (spec section 2 "Shell"). */
import { FormattedMessage } from 'react-intl';
import { useProductName } from './use-product-name';
import * as styles from './footer.css';

export function Footer() {
  const productName = useProductName();
  return (
    <footer className={styles.footer}>
      <p>
        <FormattedMessage
          id="shell.footer.copyright"
          values={{ year: String(new Date().getFullYear()), productName }}
        />
      </p>
    </footer>
  );
}
