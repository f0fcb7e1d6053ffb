/**
 * "Passkeys" on the profile screen (issue #32 item 1): the admin's passkeys, each with its name,
 * when it was added and last used; Add a passkey (a name and the current password, then the
 * browser's own dialog) and Remove (the password again). A passkey signs in on its own from the
 * sign-in page. A view over the `passkeys` flow; the card's looks are "Your sessions"' and
 * "Two-step sign-in"'s.
 */
import { useSelector } from '@xstate/react';
import { KeyRound } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { SnapshotFrom } from 'xstate';
import { PASSKEY_NAME_MAX, type PasskeyRow } from '../../../api/contract/passkeys';
import { REQUIRED } from '../../../api/contract/sign-in-fields';
import { useApiClient, useFlowActor } from '../../../app/app-context';
import { formatListDateTime } from '../../../i18n/dates';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { passkeyNameOk, type passkeysMachine } from '../../../machines/passkeys.machine';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextField } from '../../../ui/text-field';
import { CurrentPasswordForm } from '../shared/current-password-form';
import { LoadFailedBanner } from '../../../ui/load-failed-banner';
import * as stepStyles from '../second-factor/two-step-sign-in.css';
import * as styles from '../../../ui/device-list-card.css';
import { livePasskeys } from './passkeys.live';

type Snapshot = SnapshotFrom<typeof passkeysMachine>;
type Flow = ReturnType<typeof useFlowActor<ReturnType<typeof livePasskeys>>>;

const ADDING = ['naming', 'askingServer', 'askingAuthenticator', 'saving'] as const;
const REMOVING = ['confirmingRemoval', 'removing'] as const;

/** A name or a time inside a sentence: its own direction, kept whole. */
const isolated = (text: string) => <bdi className={styles.value}>{text}</bdi>;

function PasskeyItem({ row, busy, onRemove }: { row: PasskeyRow; busy: boolean; onRemove: () => void }) {
  const intl = useIntl();
  const when = (iso: string) => isolated(formatListDateTime(iso, { locale: intl.locale }));
  return (
    <li className={styles.item}>
      <KeyRound size={22} className={styles.icon} aria-hidden="true" />
      <div className={styles.what}>
        <span className={styles.name}>
          <bdi>{row.name}</bdi>
        </span>
        <span className={styles.facts}>
          {row.last_used_at
            ? intl.formatMessage({ id: 'account.passkeys.factsUsed' }, { added: when(row.created_at), used: when(row.last_used_at) })
            : intl.formatMessage({ id: 'account.passkeys.factsUnused' }, { added: when(row.created_at) })}
        </span>
      </div>
      <Button variant="secondary" size="sm" disabled={busy} onClick={onRemove} aria-label={intl.formatMessage({ id: 'account.passkeys.removeLabel' }, { name: row.name })}>
        {intl.formatMessage({ id: 'account.passkeys.remove' })}
      </Button>
    </li>
  );
}

/** The name and the current password; then the browser's dialog, while the button spins. */
function AddStep({ flow, snapshot }: { flow: Flow; snapshot: Snapshot }) {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const busy = !snapshot.matches('naming');
  const { name, password, submitted } = snapshot.context;
  let nameError: string | undefined;
  if (submitted && !passkeyNameOk(name)) nameError = name.trim() === '' ? translate(REQUIRED) : intl.formatMessage({ id: 'account.passkeys.nameTooLong' }, { max: PASSKEY_NAME_MAX });
  return (
    <CurrentPasswordForm
      prompt={intl.formatMessage({ id: 'account.passkeys.promptAdd' })}
      password={password}
      submitted={submitted}
      busy={busy}
      submitLabel={intl.formatMessage({ id: 'account.passkeys.create' })}
      onPassword={(typed) => flow.send({ type: 'passkeys.password', password: typed })}
      onSubmit={() => flow.send({ type: 'passkeys.submit' })}
      onCancel={() => flow.send({ type: 'passkeys.cancel' })}
    >
      <TextField
        label={intl.formatMessage({ id: 'account.passkeys.name' })}
        name="passkey-name"
        autoComplete="off"
        autoFocus
        placeholder={intl.formatMessage({ id: 'account.passkeys.namePlaceholder' })}
        value={name}
        readOnly={busy}
        error={nameError}
        onChange={(event) => flow.send({ type: 'passkeys.name', name: event.target.value })}
      />
      {snapshot.matches('askingAuthenticator') && (
        <p className={stepStyles.note} role="status">
          {intl.formatMessage({ id: 'account.passkeys.followBrowser' })}
        </p>
      )}
    </CurrentPasswordForm>
  );
}

function RemoveStep({ flow, snapshot }: { flow: Flow; snapshot: Snapshot }) {
  const intl = useIntl();
  const { password, submitted, removing, rows } = snapshot.context;
  const name = rows.find((row) => row.id === removing)?.name ?? '';
  return (
    <CurrentPasswordForm
      prompt={intl.formatMessage({ id: 'account.passkeys.promptRemove' }, { name: isolated(name) })}
      password={password}
      submitted={submitted}
      busy={snapshot.matches('removing')}
      submitLabel={intl.formatMessage({ id: 'account.passkeys.remove' })}
      submitVariant="danger"
      onPassword={(typed) => flow.send({ type: 'passkeys.password', password: typed })}
      onSubmit={() => flow.send({ type: 'passkeys.submit' })}
      onCancel={() => flow.send({ type: 'passkeys.cancel' })}
    />
  );
}

export function PasskeysCard({ onAdded, className }: { onAdded?: () => void; className?: string } = {}) {
  const intl = useIntl();
  const flow = useFlowActor(livePasskeys(useApiClient(), onAdded));
  const snapshot = useSelector(flow, (s) => s);
  const { rows, failure } = snapshot.context;
  const adding = ADDING.some((state) => snapshot.matches(state));
  const removing = REMOVING.some((state) => snapshot.matches(state));
  const titleId = 'passkeys-title';
  let body;
  if (snapshot.matches('failed')) {
    body = (
      <div className={styles.failed}>
        <LoadFailedBanner onRetry={() => flow.send({ type: 'passkeys.retry' })}>
          {intl.formatMessage({ id: 'account.passkeys.failed' }, { reason: failure })}
        </LoadFailedBanner>
      </div>
    );
  } else if (snapshot.matches('loading') && rows.length === 0) {
    body = (
      <p className={styles.loading} role="status">
        {intl.formatMessage({ id: 'account.secondFactor.loading' })}
      </p>
    );
  } else {
    body = (
      <>
        {rows.length === 0 ? (
          <p className={styles.loading}>{intl.formatMessage({ id: 'account.passkeys.none' })}</p>
        ) : (
          <ul className={styles.list} aria-busy={snapshot.matches('loading')} aria-label={intl.formatMessage({ id: 'account.passkeys.title' })}>
            {rows.map((row) => (
              <PasskeyItem key={row.id} row={row} busy={!snapshot.matches('ready')} onRemove={() => flow.send({ type: 'passkeys.remove', id: row.id })} />
            ))}
          </ul>
        )}
        {(adding || removing) && <div className={stepStyles.body}>{adding ? <AddStep flow={flow} snapshot={snapshot} /> : <RemoveStep flow={flow} snapshot={snapshot} />}</div>}
      </>
    );
  }
  return (
    <Card padding="xl" className={className ?? styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {intl.formatMessage({ id: 'account.passkeys.title' })}
          </h2>
          <p className={styles.description}>{intl.formatMessage({ id: 'account.passkeys.description' })}</p>
        </div>
        <Button variant="secondary" size="sm" disabled={!snapshot.matches('ready')} onClick={() => flow.send({ type: 'passkeys.add' })}>
          {intl.formatMessage({ id: 'account.passkeys.add' })}
        </Button>
      </div>
      {body}
    </Card>
  );
}
