/**
 * Stored rich text shown as HTML, after a DOMPurify pass to the rich-text policy (only the
 * toolbar's tags, allowed styles and http(s)/mailto links), with the same look as in the editor.
 * Links open in a new tab that cannot reach back into this one.
 */
import DOMPurify from 'dompurify';
import { RICH_BLOCK_TAGS } from '../api/contract/rich-html';
import { richHtmlPurifier } from '../api/contract/rich-html-purifier';
import { richContent } from './rich-content.css';
import * as styles from './sanitised-html.css';

// One instance of its own, so its hooks touch no other use of DOMPurify.
const purifier = DOMPurify(window);
const OWN_DIRECTION = new Set<string>(RICH_BLOCK_TAGS.filter((tag) => tag !== 'ul' && tag !== 'ol'));
purifier.addHook('afterSanitizeAttributes', (node) => {
  // Shown, not stored: each block reads in the direction of its own text, as in the editor.
  if (OWN_DIRECTION.has(node.localName)) node.setAttribute('dir', 'auto');
  if (node.localName !== 'a' || !node.hasAttribute('href')) return;
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});
const sanitise = richHtmlPurifier(purifier);

export function SanitisedHtml({ html, label }: { html: string; label: string }) {
  return <div role="document" aria-label={label} className={`${richContent} ${styles.frame}`} dangerouslySetInnerHTML={{ __html: sanitise(html) }} />;
}
