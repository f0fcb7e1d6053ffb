/** The static page area as the SPA declares it (src/app/area-def.ts): its sidebar entry, gate, screens and own machines. */
import { FileText } from 'lucide-react';
import { type AreaDef, formMachine } from '../../src/app/area-def';
import { lazyScreen } from '../../src/app/lazy-screen';

export const clientArea: AreaDef = {
  path: '/static-page',
  gate: 'static-page',
  labelId: 'nav.static-page',
  icon: FileText,
  list: lazyScreen(() => import('./static-page-list-screen')),
  // Its rich-text editor is a chunk of its own again. It is the screen's largest paint, so its
  // fetch starts beside the screen's own, not once the form has opened (issue #37).
  form: lazyScreen(() => {
    import('../../src/ui/rich-text/rich-text-editor').catch(() => {});
    return import('./static-page-form-screen');
  }),
  machines: formMachine(() => import('./static-page-form').then((module) => module.staticPageForm)),
};
