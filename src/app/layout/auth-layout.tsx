/**
 * The frame of the sign-in screens (login now; register, forgot password, OTP and password
 * set-up later): a brand panel beside the form on wide screens, the form alone on narrow ones.
 */
import type { ReactNode } from 'react';
import { Check, ChefHat } from 'lucide';
import { DataIcon } from '../../ui/data-icon';
import type { MessageId } from '../../i18n/messages/en-US';
import { Text } from '../../i18n/text';
import { useProductName } from './use-product-name';
import * as styles from './auth-layout.css';

const points: MessageId[] = ['auth.brand.pointKitchen', 'auth.brand.pointPlans', 'auth.brand.pointTeam'];

export function AuthLayout({ children }: { children: ReactNode }) {
  const productName = useProductName();
  return (
    <div className={styles.page}>
      <aside className={styles.brandPanel}>
        <div className={styles.brand}>
          <span className={styles.brandLogo} aria-hidden="true">
            <DataIcon icon={ChefHat} size={22} />
          </span>
          {productName}
        </div>
        <div className={styles.pitch}>
          <p className={styles.eyebrow}>
            <Text id="auth.brand.tagline" />
          </p>
          <p className={styles.headline}>
            <Text id="auth.brand.headline" />
          </p>
          <ul className={styles.points}>
            {points.map((id) => (
              <li key={id} className={styles.point}>
                <span className={styles.pointIcon} aria-hidden="true">
                  <DataIcon icon={Check} size={14} strokeWidth={3} />
                </span>
                <Text id={id} />
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.brandFoot}>
          <Text
            id="shell.footer.copyright"
            values={{ year: String(new Date().getFullYear()), productName }}
          />
        </p>
      </aside>
      <main className={styles.formSide}>
        <div className={styles.formColumn}>
          <div className={styles.compactBrand} aria-hidden="true">
            <span className={styles.compactLogo}>
              <DataIcon icon={ChefHat} size={20} />
            </span>
            {productName}
          </div>
          {children}
        </div>
      </main>
    </div>
  );
}
