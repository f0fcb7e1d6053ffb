/**
 * Stands in for an area a later issue builds (removed area by area as those issues land):
 * inside the shell for signed-in areas, in the sign-in frame for register, OTP and the like.
 */
import { useIntl } from 'react-intl';
import { AuthLayout } from '../auth/auth-layout';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { areaNames, signInAreas } from './area-names';
import { PendingNotice } from './pending-notice';

/** `area`: the area's route slug (`chef`, `blok-price`, `forgot-password`…); `issue`: the issue that builds it. */
export function PendingScreen({ area, issue }: { area: string; issue: number }) {
  const intl = useIntl();
  const nameId = areaNames[area];
  const name = nameId ? intl.formatMessage({ id: nameId }) : area;

  if (signInAreas.has(area)) {
    return (
      <AuthLayout>
        <PendingNotice name={name} issue={issue} heading="h1" back={{ href: '/login', labelId: 'pending.backToLogin' }} />
      </AuthLayout>
    );
  }
  return (
    <>
      <PageHeader
        title={name}
        breadcrumb={[{ label: intl.formatMessage({ id: 'breadcrumb.home' }), href: '/' }, { label: name }]}
      />
      <Card padding="xl">
        <PendingNotice name={name} issue={issue} back={{ href: '/dashboard', labelId: 'pending.action' }} />
      </Card>
    </>
  );
}
