/**
 * An area the signed-in admin's role does not open (DESIGN.md section 5), reached by a typed or
 * old link: said plainly, with a way back, and the session kept (TOOLCHAIN: only a 401 signs out).
 */
import { ShieldOff } from 'lucide-react';
import { StatusPage } from '../../ui/status-page';

export default function NotAllowedScreen() {
  return <StatusPage messages="notAllowed" icon={<ShieldOff size={28} />} />;
}
