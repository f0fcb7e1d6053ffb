/**
 * The list toolbar's "Views" (issue #31 item 4): the admin's saved views of this list, each opening
 * the list at its query (a move to the list's address, so the leave guard and Back see it), and
 * "Save this view", which names the query on screen. Saved per admin on the server
 * (contract/saved-views.ts); a name saved again replaces its query.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Bookmark, ChevronDown, Trash2 } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import { deleteView, saveView, savedViewKeys, savedViewsQuery } from '../../api/saved-views';
import { SAVED_VIEW_NAME_MAX, viewsPathOf } from '../../api/contract/saved-views';
import { errorMessage } from '../../machines/error-message';
import type { listMachine } from '../../machines/list.machine';
import { Button } from '../../ui/button';
import { IconButton } from '../../ui/icon-button';
import { Menu } from '../../ui/menu';
import { Modal } from '../../ui/modal';
import { TextField } from '../../ui/text-field';
import { useAppDependencies } from '../app-dependencies';
import { addressOfQuery } from './list-address';
import * as styles from './saved-views-menu.css';

type SavedViewsMenuProps = {
  list: ActorRefFrom<typeof listMachine>;
  /** The list's route and its export call, beside which its views are kept. */
  path: string;
  exportPath: string;
};

export function SavedViewsMenu({ list, path, exportPath }: SavedViewsMenuProps) {
  const intl = useIntl();
  const { client, queryClient, notify } = useAppDependencies();
  const viewsPath = viewsPathOf(exportPath);
  const views = useQuery(savedViewsQuery(client, viewsPath)).data ?? [];
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedViewKeys.of(viewsPath) });
  const onError = (error: unknown) => notify({ kind: 'error', message: errorMessage(error) });
  const save = useMutation({
    // The applied query (the rows on screen), as the address holds it.
    mutationFn: () => saveView(client, viewsPath, { name, query: Object.fromEntries(new URLSearchParams(addressOfQuery(list.getSnapshot().context.query))) }),
    onSuccess: () => {
      setSaving(false);
      setName('');
      void refresh();
    },
    onError,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteView(client, viewsPath, id), onSuccess: () => void refresh(), onError });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() !== '') save.mutate();
  };

  const menuLabel = intl.formatMessage({ id: 'kit.views.menu' });
  return (
    <>
      <Menu
        label={menuLabel}
        trigger={
          <span className={styles.trigger}>
            <Bookmark size={16} aria-hidden="true" />
            {menuLabel}
            <ChevronDown size={14} aria-hidden="true" />
          </span>
        }
        items={[
          ...views.map((view) => ({ id: `view-${view.id}`, label: view.name, href: `${path}?${new URLSearchParams(view.query)}` })),
          { id: 'save', label: intl.formatMessage({ id: 'kit.views.save' }), onSelect: () => setSaving(true) },
        ]}
      />
      {saving && (
        <Modal
          title={intl.formatMessage({ id: 'kit.views.save' })}
          onClose={() => setSaving(false)}
          size="sm"
          footer={
            <Button type="submit" form="save-list-view" loading={save.isPending}>
              {intl.formatMessage({ id: 'kit.views.saveButton' })}
            </Button>
          }
        >
          <form id="save-list-view" onSubmit={submit}>
            <TextField label={intl.formatMessage({ id: 'kit.views.name' })} value={name} maxLength={SAVED_VIEW_NAME_MAX} autoFocus onChange={(event) => setName(event.target.value)} />
          </form>
          <h3 className={styles.heading}>{intl.formatMessage({ id: 'kit.views.label' })}</h3>
          {views.length === 0 ? (
            <p className={styles.none}>{intl.formatMessage({ id: 'kit.views.none' })}</p>
          ) : (
            <ul className={styles.views}>
              {views.map((view) => (
                <li key={view.id} className={styles.view}>
                  <span>{view.name}</span>
                  <IconButton
                    label={intl.formatMessage({ id: 'kit.views.delete' }, { name: view.name })}
                    icon={<Trash2 size={16} aria-hidden="true" />}
                    tone="danger"
                    onClick={() => remove.mutate(view.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </Modal>
      )}
    </>
  );
}
