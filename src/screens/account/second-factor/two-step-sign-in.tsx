/**
 * "Two-step sign-in" on the profile screen (issue #32 item 1): whether the authenticator app is
 * on, and the steps to turn it on (password, scan, first code, recovery codes), to turn it off or
 * to make new recovery codes. A view over the `secondFactor` flow.
 */
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { useApiClient, useFlowActor } from '../../../app/app-context';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import type { secondFactorMachine } from '../../../machines/second-factor.machine';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { setupCodeErrors } from '../../../app/second-factor-checks.live';
import { CurrentPasswordForm } from '../shared/current-password-form';
import { LoadFailedBanner } from '../../../ui/load-failed-banner';
import { liveSecondFactor } from './two-step-sign-in.live';
import * as styles from './two-step-sign-in.css';

type Snapshot = SnapshotFrom<typeof secondFactorMachine>;
type Flow = ReturnType<typeof useFlowActor<ReturnType<typeof liveSecondFactor>>>;

const PASSWORD_STATES = ['askingPassword', 'startingSetup', 'turningOff', 'makingCodes'] as const;
const PROMPTS = { turnOn: 'account.secondFactor.promptOn', turnOff: 'account.secondFactor.promptOff', newCodes: 'account.secondFactor.promptCodes' } as const;

/** The SVG the server drew, as an image: never put into the page as markup. */
const svgImage = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function PasswordStep({ flow, snapshot }: { flow: Flow; snapshot: Snapshot }) {
  const intl = useIntl();
  const { purpose, password, submitted } = snapshot.context;
  return (
    <CurrentPasswordForm
      prompt={intl.formatMessage({ id: PROMPTS[purpose ?? 'turnOn'] })}
      password={password}
      submitted={submitted}
      busy={!snapshot.matches('askingPassword')}
      submitLabel={intl.formatMessage({ id: purpose === 'turnOff' ? 'account.secondFactor.turnOff' : 'account.secondFactor.continue' })}
      submitVariant={purpose === 'turnOff' ? 'danger' : 'primary'}
      onPassword={(typed) => flow.send({ type: 'secondFactor.password', password: typed })}
      onSubmit={() => flow.send({ type: 'secondFactor.submit' })}
      onCancel={() => flow.send({ type: 'secondFactor.cancel' })}
    />
  );
}

function ScanStep({ flow, snapshot }: { flow: Flow; snapshot: Snapshot }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const busy = snapshot.matches('confirming');
  const { setup, code, submitted } = snapshot.context;
  const error = submitted ? setupCodeErrors(code).code : undefined;
  return (
    <>
      <div className={styles.scan}>
        {setup && <img className={styles.qr} src={svgImage(setup.qrSvg)} alt={intl.formatMessage({ id: 'account.secondFactor.qrAlt' })} width={176} height={176} />}
        <div className={styles.scanText}>
          <p>{intl.formatMessage({ id: 'account.secondFactor.scan' })}</p>
          <p className={styles.keyLabel}>{intl.formatMessage({ id: 'account.secondFactor.setupKey' })}</p>
          <code className={styles.secret} data-testid="totp-secret">
            {setup?.secret.replace(/(.{4})(?=.)/g, '$1 ')}
          </code>
        </div>
      </div>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          flow.send({ type: 'secondFactor.submit' });
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'account.secondFactor.code' })}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          readOnly={busy}
          error={error && translate(error)}
          onChange={(event) => flow.send({ type: 'secondFactor.code', otp: event.target.value })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {intl.formatMessage({ id: 'account.secondFactor.confirm' })}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => flow.send({ type: 'secondFactor.cancel' })}>
            {intl.formatMessage({ id: 'account.secondFactor.cancel' })}
          </Button>
        </div>
      </form>
    </>
  );
}

function CodesStep({ flow, codes, onSaved }: { flow: Flow; codes: string[]; onSaved?: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  return (
    <>
      <p className={styles.note}>{intl.formatMessage({ id: 'account.secondFactor.codesHelp' })}</p>
      <ul className={styles.codes} aria-label={intl.formatMessage({ id: 'account.secondFactor.codesTitle' })}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => {
            void navigator.clipboard?.writeText(codes.join('\n')).then(() => setCopied(true));
          }}
        >
          {intl.formatMessage({ id: copied ? 'account.secondFactor.copied' : 'account.secondFactor.copy' })}
        </Button>
        <Button
          onClick={() => {
            flow.send({ type: 'secondFactor.saved' });
            onSaved?.();
          }}
        >
          {intl.formatMessage({ id: 'account.secondFactor.saved' })}
        </Button>
      </div>
    </>
  );
}

function Overview({ flow, snapshot }: { flow: Flow; snapshot: Snapshot }) {
  const intl = useIntl();
  const status = snapshot.context.status;
  if (!status?.totp) {
    return (
      <div className={styles.actions}>
        <Button onClick={() => flow.send({ type: 'secondFactor.turnOn' })}>{intl.formatMessage({ id: 'account.secondFactor.turnOn' })}</Button>
      </div>
    );
  }
  return (
    <>
      <p className={styles.note}>{intl.formatMessage({ id: 'account.secondFactor.codesLeft' }, { count: status.recovery_codes_left })}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => flow.send({ type: 'secondFactor.newCodes' })}>
          {intl.formatMessage({ id: 'account.secondFactor.newCodes' })}
        </Button>
        <Button variant="secondary" onClick={() => flow.send({ type: 'secondFactor.turnOff' })}>
          {intl.formatMessage({ id: 'account.secondFactor.turnOff' })}
        </Button>
      </div>
    </>
  );
}

/** `onSaved`: the admin has said the recovery codes are saved (the set-up a role requires is then done). */
export function TwoStepSignIn({ onSaved, className }: { onSaved?: () => void; className?: string } = {}) {
  const intl = useIntl();
  const flow = useFlowActor(liveSecondFactor(useApiClient()));
  const snapshot = useSelector(flow, (s) => s);
  const status = snapshot.context.status;
  const titleId = 'two-step-title';
  let body;
  if (snapshot.matches('loading') && !status) {
    body = (
      <p className={styles.note} role="status">
        {intl.formatMessage({ id: 'account.secondFactor.loading' })}
      </p>
    );
  } else if (snapshot.matches('failed')) {
    body = (
      <LoadFailedBanner onRetry={() => flow.send({ type: 'secondFactor.retry' })}>
        {intl.formatMessage({ id: 'account.secondFactor.failed' }, { reason: snapshot.context.failure })}
      </LoadFailedBanner>
    );
  } else if (PASSWORD_STATES.some((state) => snapshot.matches(state))) {
    body = <PasswordStep flow={flow} snapshot={snapshot} />;
  } else if (snapshot.matches('scanning') || snapshot.matches('confirming')) {
    body = <ScanStep flow={flow} snapshot={snapshot} />;
  } else if (snapshot.matches('showingCodes')) {
    body = <CodesStep flow={flow} codes={snapshot.context.recoveryCodes} onSaved={onSaved} />;
  } else {
    body = <Overview flow={flow} snapshot={snapshot} />;
  }
  return (
    <Card padding="xl" className={className ?? styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {intl.formatMessage({ id: 'account.secondFactor.title' })}
        </h2>
        {status && (
          <Badge tone={status.totp ? 'success' : 'neutral'} dot>
            {intl.formatMessage({ id: status.totp ? 'account.secondFactor.on' : 'account.secondFactor.off' })}
          </Badge>
        )}
      </div>
      <p className={styles.description}>{intl.formatMessage({ id: 'account.secondFactor.description' })}</p>
      <div className={styles.body} aria-busy={snapshot.matches('loading')}>
        {body}
      </div>
    </Card>
  );
}
