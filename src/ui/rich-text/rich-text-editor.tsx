/**
 * The rich-text editor (slate), a chunk of its own loaded only where a form has a rich-text
 * field (the static-page edit screen). It starts from stored HTML, read once through
 * html-to-slate, and reports every change of the document as HTML through slate-to-html. A
 * labelled field like the others: its name, the toolbar, the text, and the hint or the error.
 */
import { useId, useState } from 'react';
import { createEditor } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, withReact } from 'slate-react';
import { cx } from '../cx';
import * as fieldStyles from '../field.css';
import { richContent } from '../rich-content.css';
import { activeLink, applyLink, removeLink } from './editor-commands';
import { handleEditorKey } from './editor-keys';
import { htmlToSlate } from './html-to-slate';
import { LinkDialog } from './link-dialog';
import { RenderElement } from './render-element';
import { RenderLeaf } from './render-leaf';
import { RichTextToolbar } from './rich-text-toolbar';
import { slateToHtml } from './slate-to-html';
import { withInlines } from './with-inlines';
import { withRichBehaviour } from './with-rich-behaviour';
import * as styles from './rich-text-editor.css';
import { FieldMessage } from '../field-message';

export type RichTextEditorProps = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  placeholder?: string | undefined;
  /** The HTML the editor starts from; read once, when it mounts. */
  initialHtml: string;
  readOnly?: boolean;
  onChange: (html: string) => void;
  onBlur?: () => void;
};

type LinkAsk = { url: string; editing: boolean };

export default function RichTextEditor({ label, hint, error, placeholder, initialHtml, readOnly = false, onChange, onBlur }: RichTextEditorProps) {
  const [editor] = useState(() => withRichBehaviour(withInlines(withHistory(withReact(createEditor())))));
  const [initialValue] = useState(() => htmlToSlate(initialHtml));
  const [linkAsk, setLinkAsk] = useState<LinkAsk | null>(null);
  const labelId = useId();
  const messageId = useId();
  const message = error ?? hint;

  const askLink = () => {
    const link = activeLink(editor);
    setLinkAsk({ url: link?.url ?? '', editing: link !== null });
  };
  const closeLink = (change?: () => void) => {
    setLinkAsk(null);
    ReactEditor.focus(editor);
    change?.();
  };

  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <div className={styles.frame} data-invalid={error ? true : undefined}>
        <Slate editor={editor} initialValue={initialValue} onValueChange={(value) => onChange(slateToHtml(value))}>
          <RichTextToolbar disabled={readOnly} onLink={askLink} />
          <Editable
            className={cx(richContent, styles.editable)}
            aria-labelledby={labelId}
            aria-describedby={message ? messageId : undefined}
            aria-invalid={error ? true : undefined}
            readOnly={readOnly}
            placeholder={placeholder}
            renderPlaceholder={({ attributes, children }) => (
              <span {...attributes} className={styles.placeholder} style={{ ...attributes.style, opacity: 1 }}>
                {children}
              </span>
            )}
            renderElement={RenderElement}
            renderLeaf={RenderLeaf}
            spellCheck
            onBlur={onBlur}
            onKeyDown={(event) => handleEditorKey(editor, event, askLink)}
          />
        </Slate>
      </div>
      <FieldMessage id={messageId} error={error} hint={hint} />
      {linkAsk && (
        <LinkDialog
          initialUrl={linkAsk.url}
          onApply={(url) => closeLink(() => applyLink(editor, url))}
          onRemove={linkAsk.editing ? () => closeLink(() => removeLink(editor)) : null}
          onClose={() => closeLink()}
        />
      )}
    </div>
  );
}
