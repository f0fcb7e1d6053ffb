/**
 * /edit-profile (spec sections 2, 4, 5): first and last name, the e-mail read-only, and an image
 * (jpg/png, at least 100x100: checked by the image-pick flow before the profile flow gets it).
 * Save updates the session at once (the top bar's name and avatar change) and the dashboard
 * follows 1 s later; Back goes to /dashboard. Below the form, "Two-step sign-in" and "Passkeys"
 * (issue #32 item 1); "Your sessions" is a screen of its own (areas/sessions, the account menu's).
 */
import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { useApiClient, useFlowActor, useSessionActor } from '../../../app/app-context';
import { liveImagePick } from '../../../app/kit/image-pick.live';
import { MIN_IMAGE_SIDE_PX } from '../../../constants';
import { useTranslateValidation } from '../../../i18n/validation-messages';
import { accountRoutes } from '../../../machines/account-routes';
import type { ProfileField } from '../../../machines/profile.machine';
import { liveProfile } from './edit-profile.live';
import { ImageInput } from '../../../ui/image-input';
import { TextField } from '../../../ui/text-field';
import { notify } from '../../../ui/toast/notify';
import { useObjectUrl } from '../../../ui/use-object-url';
import { PrivateForm } from '../shared/private-form';
import * as styles from '../shared/private-form.css';
import { selectBusy, selectChecking, selectFieldError } from './select-profile';

/**
 * The second factor's card (issue #32 item 1) is a chunk of its own: the form above it, whose text
 * is the page's largest paint, shows without waiting for that code, and the card follows below
 * it, where it moves nothing (issue #37).
 */
const TwoStepSignIn = lazy(() => import('../second-factor/two-step-sign-in').then(({ TwoStepSignIn: card }) => ({ default: card })));
// The passkeys' card (issue #32 item 1), beside it; the WebAuthn library loads only when one is added.
const PasskeysCard = lazy(() => import('../passkeys/passkeys-card').then(({ PasskeysCard: card }) => ({ default: card })));
// The super admin's rule per role, theirs alone to see.
const RoleRules = lazy(() => import('../second-factor/role-rules').then(({ RoleRules: card }) => ({ default: card })));

export default function EditProfileScreen() {
  const intl = useIntl();
  const translate = useTranslateValidation();
  const client = useApiClient();
  const session = useSessionActor();
  const [, navigate] = useLocation();
  const signedIn = session.getSnapshot().context.session!;
  const flow = useFlowActor(
    liveProfile({ client, notify, navigate, session }),
    { input: { firstName: signedIn.firstName, lastName: signedIn.lastName, email: signedIn.email, profileImage: signedIn.profileImage } },
  );
  const picker = useFlowActor(
    liveImagePick((file) => flow.send({ type: 'profile.image', file })),
    { input: { minSide: MIN_IMAGE_SIDE_PX } },
  );
  const values = useSelector(flow, (s) => s.context);
  const busy = useSelector(flow, selectBusy);
  const errors = {
    firstName: useSelector(flow, (s) => selectFieldError(s, 'firstName')),
    lastName: useSelector(flow, (s) => selectFieldError(s, 'lastName')),
  };
  const checking = useSelector(picker, selectChecking);
  const refusal = useSelector(picker, (s) => s.context.refusal);
  const newImageUrl = useObjectUrl(values.image);
  const field = (name: ProfileField) => ({
    name,
    value: values[name],
    readOnly: busy,
    error: errors[name] && translate(errors[name]),
    onChange: (event: { target: { value: string } }) => flow.send({ type: 'profile.change', field: name, value: event.target.value }),
    onBlur: () => flow.send({ type: 'profile.blur', field: name }),
  });
  const title = intl.formatMessage({ id: 'account.profile.title' });

  return (
    <>
      <PrivateForm
        title={title}
        description={intl.formatMessage({ id: 'account.profile.description' })}
        backHref={accountRoutes.dashboard}
        submitLabel={<FormattedMessage id="account.profile.submit" />}
        busy={busy}
        submitDisabled={checking}
        onSubmit={() => flow.send({ type: 'profile.submit' })}
      >
        <ImageInput
          label={intl.formatMessage({ id: 'account.profile.image' })}
          hint={intl.formatMessage({ id: 'account.profile.imageHint' })}
          previewUrl={newImageUrl ?? values.currentImage}
          hasNewFile={values.image !== null}
          checking={checking}
          refusal={refusal && translate(refusal)}
          disabled={busy}
          onPick={(file) => picker.send({ type: 'image.pick', file })}
          onRemove={() => picker.send({ type: 'image.clear' })}
        />
        <div className={styles.row}>
          <TextField label={intl.formatMessage({ id: 'account.profile.firstName' })} autoComplete="given-name" {...field('firstName')} />
          <TextField label={intl.formatMessage({ id: 'account.profile.lastName' })} autoComplete="family-name" {...field('lastName')} />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'account.profile.email' })}
          name="email"
          type="email"
          value={values.email}
          readOnly
          hint={intl.formatMessage({ id: 'account.profile.emailHint' })}
        />
      </PrivateForm>
      <Suspense fallback={null}>
        <TwoStepSignIn />
      </Suspense>
      <Suspense fallback={null}>
        <PasskeysCard />
      </Suspense>
      {signedIn.userType === 'super_admin' && (
        <Suspense fallback={null}>
          <RoleRules />
        </Suspense>
      )}
    </>
  );
}
