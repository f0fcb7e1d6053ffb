/**
 * What a session bound to setting up a second factor shows instead of every screen (issue #32
 * item 1): the admin's role requires two-step sign-in, so they set up an authenticator app or add
 * a passkey here, or sign out. Once they have saved their recovery codes, or the passkey is kept,
 * the session is free and the screen they asked for shows.
 */
import { useIntl } from 'react-intl';
import { useSessionActor } from '../../../app/app-context';
import { AuthLayout } from '../../../app/layout/auth-layout';
import { Button } from '../../../ui/button';
import { PasskeysCard } from '../passkeys/passkeys-card';
import { TwoStepSignIn } from './two-step-sign-in';
import * as styles from './second-factor-gate.css';

export function SecondFactorGate() {
  const intl = useIntl();
  const session = useSessionActor();
  return (
    <AuthLayout>
      <div className={styles.heading}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'account.secondFactor.gateTitle' })}</h1>
        <p className={styles.text}>{intl.formatMessage({ id: 'account.secondFactor.gateText' })}</p>
      </div>
      <TwoStepSignIn className={styles.card} onSaved={() => session.send({ type: 'session.secondFactorSetUp' })} />
      <PasskeysCard className={styles.card} onAdded={() => session.send({ type: 'session.secondFactorSetUp' })} />
      <p className={styles.signOut}>
        <Button variant="ghost" size="sm" onClick={() => session.send({ type: 'session.signOut' })}>
          {intl.formatMessage({ id: 'shell.account.signOut' })}
        </Button>
      </p>
    </AuthLayout>
  );
}
