/** Small helpers shared by many pieces. */
import { style } from '@vanilla-extract/css';
import { visuallyHiddenRules } from './visually-hidden';

/** Hidden on screen, still read by screen readers (labels of icon-only controls). */
export const visuallyHidden = style(visuallyHiddenRules);
