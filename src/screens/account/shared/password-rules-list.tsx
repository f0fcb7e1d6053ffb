/**
 * The four new-password rules (spec section 5) as a checklist that follows what is typed, so a
 * person sees what is missing before any message. The rules themselves come from the contract.
 */
import { useIntl } from 'react-intl';
import { Check, Circle } from 'lucide-react';
import { passwordRuleStatus, type PasswordRules } from '../../../api/contract/passwords';
import type { MessageId } from '../../../i18n/messages/en-US';
import { visuallyHidden } from '../../../theme/utilities.css';
import * as styles from './password-rules-list.css';

const labels: Record<keyof ReturnType<typeof passwordRuleStatus>, MessageId> = {
  length: 'account.passwordRules.length',
  special: 'account.passwordRules.special',
  capital: 'account.passwordRules.capital',
  number: 'account.passwordRules.number',
};

export function PasswordRulesList({ password, rules }: { password: string; rules: PasswordRules }) {
  const intl = useIntl();
  const status = passwordRuleStatus(password, rules);
  const specials = <span className={styles.specials}>{rules.specials}</span>;
  return (
    <div className={styles.box}>
      <p className={styles.title}>{intl.formatMessage({ id: 'account.passwordRules.title' })}</p>
      <ul className={styles.list}>
        {(Object.keys(labels) as Array<keyof typeof labels>).map((rule) => {
          const met = status[rule];
          const Icon = met ? Check : Circle;
          return (
            <li key={rule} className={`${styles.item} ${styles.state[met ? 'met' : 'unmet']}`}>
              <Icon size={14} strokeWidth={met ? 3 : 2} aria-hidden="true" />
              <span>{intl.formatMessage({ id: labels[rule] }, { specials })}</span>
              <span className={visuallyHidden}>({intl.formatMessage({ id: met ? 'account.passwordRules.met' : 'account.passwordRules.unmet' })})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
