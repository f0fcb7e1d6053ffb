/**
 * The Activity area's "Check the log" (issue #32 item 5): a bar above the list that says, once
 * asked, whether the log's hash chain is intact, or names the change where it breaks by who made
 * it and when, so the admin can find it in the list below.
 */
import { useSelector } from '@xstate/react';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ActivityChainBreak } from '../../api/contract/activity';
import { useApiClient, useFlowActor } from '../../app/app-context';
import { formatListDateTime } from '../../i18n/dates';
import { Button } from '../../ui/button';
import { cx } from '../../ui/cx';
import { liveChainCheck } from './chain-check.live';
import * as styles from './chain-check.css';

function breakText(intl: IntlShape, broken: ActivityChainBreak): string {
  const row = broken.kind === 'removed' ? broken.before : broken.row;
  const who = { admin: row.admin_name, when: formatListDateTime(row.created_at, { locale: intl.locale }) };
  switch (broken.kind) {
    case 'edited':
      return intl.formatMessage({ id: 'activity.chain.edited' }, who);
    case 'removed':
      return intl.formatMessage({ id: 'activity.chain.removed' }, { ...who, count: broken.to_seq - broken.from_seq + 1 });
    case 'unlinked':
      return intl.formatMessage({ id: 'activity.chain.unlinked' }, who);
    case 'duplicated':
      return intl.formatMessage({ id: 'activity.chain.duplicated' }, who);
  }
}

export function ChainCheck() {
  const intl = useIntl();
  const check = useFlowActor(liveChainCheck(useApiClient()));
  const { state, report, failure } = useSelector(check, (snapshot) => ({
    state: snapshot.value,
    report: snapshot.context.report,
    failure: snapshot.context.failure,
  }));
  const checking = state === 'checking';
  const tone = state === 'intact' ? 'intact' : state === 'broken' || state === 'failed' ? 'broken' : 'untold';
  const Icon = tone === 'intact' ? ShieldCheck : tone === 'broken' ? ShieldAlert : ShieldQuestion;
  const text =
    state === 'intact' && report
      ? intl.formatMessage({ id: 'activity.chain.intact' }, { count: report.rows })
      : state === 'broken' && report?.broken
        ? breakText(intl, report.broken)
        : state === 'failed'
          ? intl.formatMessage({ id: 'activity.chain.failed' }, { reason: failure })
          : intl.formatMessage({ id: checking ? 'activity.chain.checking' : 'activity.chain.about' });
  return (
    <section className={cx(styles.bar, styles.tone[tone])} aria-label={intl.formatMessage({ id: 'activity.chain.label' })} data-chain={state}>
      <p className={styles.answer} role="status">
        <Icon size={18} className={styles.icon} aria-hidden="true" />
        <span>{text}</span>
      </p>
      <Button variant="secondary" size="sm" loading={checking} onClick={() => check.send({ type: 'chain.check' })}>
        {intl.formatMessage({ id: 'activity.chain.check' })}
      </Button>
    </section>
  );
}
