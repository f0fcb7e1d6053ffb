/**
 * A user's activation code with the Send Mail button (user/resend-activation-code): the
 * server's message is toasted either way, and the user's cached records are refreshed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Mail } from 'lucide-react';
import { userApi, userKeys } from './user-calls';
import { useApiClient } from '../../src/app/app-context';
import { errorMessage } from '../../src/machines/error-message';
import { Button } from '../../src/ui/button';
import { notify } from '../../src/ui/toast/notify';
import * as styles from './activation-code.css';

export function ActivationCode({ userId, code }: { userId: number; code: string | null }) {
  const intl = useIntl();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: () => userApi(client).resendActivationCode(userId),
    onSuccess: (message) => {
      notify({ kind: 'success', message });
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
    onError: (error) => notify({ kind: 'error', message: errorMessage(error) }),
  });
  return (
    <span className={styles.row}>
      {code ? <span className={styles.code}>{code}</span> : <span className={styles.none}>—</span>}
      <Button size="sm" variant="secondary" loading={resend.isPending} icon={<Mail size={14} aria-hidden="true" />} onClick={() => resend.mutate()}>
        {intl.formatMessage({ id: 'users.sendMail' })}
      </Button>
    </span>
  );
}
