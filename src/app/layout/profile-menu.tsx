/**
 * The signed-in admin's avatar and hover menu: Edit profile, Change Password, the areas that are
 * the admin's own (their sessions, src/app/area-def.ts `place`), Sign out.
 */
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { ChevronDown, KeyRound, LogOut, UserPen } from 'lucide-react';
import { useSessionActor } from '../app-context';
import { accountMenuAreas } from './sidebar-entries';
import { Avatar } from '../../ui/avatar';
import { Menu } from '../../ui/menu';
import { visuallyHidden } from '../../theme/utilities.css';
import * as styles from './profile-menu.css';

export function ProfileMenu() {
  const intl = useIntl();
  const sessionActor = useSessionActor();
  const firstName = useSelector(sessionActor, (s) => s.context.session?.firstName ?? '');
  const lastName = useSelector(sessionActor, (s) => s.context.session?.lastName ?? '');
  const email = useSelector(sessionActor, (s) => s.context.session?.email ?? '');
  const profileImage = useSelector(sessionActor, (s) => s.context.session?.profileImage ?? null);
  const fullName = `${firstName} ${lastName}`.trim();

  return (
    <Menu
      trigger={
        <>
          <Avatar firstName={firstName} lastName={lastName} imageUrl={profileImage} />
          {/* The name read out ("Super Admin, account menu") holds the one shown beside the
              avatar, whose initials are part of its picture (WCAG 2.5.3, Label in Name). */}
          <span className={visuallyHidden}>{intl.formatMessage({ id: 'shell.account.menu' }, { name: fullName })}</span>
          {/* dir="auto": a name is in its own script, so a Latin name cut short in Arabic loses its
              end ("Super Ad…"), not its start. */}
          <span className={styles.name} dir="auto" aria-hidden="true">
            {fullName}
          </span>
          <ChevronDown size={16} className={styles.chevron} aria-hidden="true" />
        </>
      }
      header={
        <div className={styles.who}>
          <Avatar firstName={firstName} lastName={lastName} imageUrl={profileImage} size="lg" />
          <div className={styles.whoText}>
            <span className={styles.fullName}>{fullName}</span>
            <span className={styles.email}>{email}</span>
          </div>
        </div>
      }
      items={[
        {
          id: 'edit-profile',
          href: '/edit-profile',
          label: intl.formatMessage({ id: 'shell.account.editProfile' }),
          icon: <UserPen size={18} aria-hidden="true" />,
        },
        {
          // The spec spells the avatar menu's link /change-Password; both spellings route.
          id: 'change-password',
          href: '/change-Password',
          label: intl.formatMessage({ id: 'shell.account.changePassword' }),
          icon: <KeyRound size={18} aria-hidden="true" />,
        },
        ...accountMenuAreas.map(({ path, labelId, icon: Icon }) => ({
          id: path.slice(1),
          href: path,
          label: intl.formatMessage({ id: labelId }),
          icon: <Icon size={18} aria-hidden="true" />,
        })),
        {
          id: 'sign-out',
          tone: 'danger',
          label: intl.formatMessage({ id: 'shell.account.signOut' }),
          icon: <LogOut size={18} aria-hidden="true" />,
          onSelect: () => sessionActor.send({ type: 'session.signOut' }),
        },
      ]}
    />
  );
}
