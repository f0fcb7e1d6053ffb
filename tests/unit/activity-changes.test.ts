/**
 * The Changed column and a record's last changes (src/app/kit/activity-changes.tsx, issue #31
 * item 6) as an admin reads them: each field by its label, values old → new, a value that names
 * another record by its name (linked to it while it exists, "deleted" once gone, a role unlinked),
 * a class's duration in minutes, in English and Arabic.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import type { ActivityChange } from '../../src/api/contract/activity';
import { ActivityChanges } from '../../src/app/kit/activity-changes';
import type { Locale } from '../../src/i18n/locales';
import { allTexts } from '../support/catalogues';

const markup = (locale: Locale, changes: ActivityChange[], messages: Record<string, string> = allTexts[locale]) =>
  renderToStaticMarkup(
    createElement(Router, {
      ssrPath: '/activity',
      children: createElement(IntlProvider, { locale, messages }, createElement(ActivityChanges, { changed: changes.map((change) => change.field), changes })),
    }),
  );
/** The text as read, without its tags. */
const text = (html: string) => html.replace(/<li[^>]*>/g, '\n').replace(/<[^>]+>/g, '').trim();

const massimo = { id: 4, area: 'chef' as const, name: 'Massimo Bottura', deleted: true };
const dominique = { id: 9, area: 'chef' as const, name: 'Dominique Crenn', deleted: false };

describe('a change that names another record', () => {
  it('shows both by name, links the one that exists to its edit screen, and says the other is deleted', () => {
    const html = markup('en-US', [{ field: 'chef_id', from: massimo, to: dominique }]);
    expect(text(html)).toBe('Chef: Massimo Bottura (deleted) → Dominique Crenn');
    expect(html).toContain('href="/chef/edit/9"');
    expect(html).not.toContain('/chef/edit/4');
  });

  it('reads in Arabic with the Arabic label and words', () => {
    expect(text(markup('ar', [{ field: 'chef_id', from: massimo, to: dominique }]))).toBe('الطاهي: Massimo Bottura (محذوف) ← Dominique Crenn');
  });

  it('a role by its name and no link; meal types as a list', () => {
    const role = markup('en-US', [{ field: 'admin_role_id', from: { id: 2, area: null, name: 'Support', deleted: false }, to: { id: 3, area: null, name: 'Content Manager', deleted: false } }]);
    expect(text(role)).toBe('Role: Support → Content Manager');
    expect(role).not.toContain('href');
    const meals = markup('en-US', [
      {
        field: 'meal_icon_id',
        from: [{ id: 1, area: 'meal', name: 'Vegan', deleted: false }],
        to: [
          { id: 1, area: 'meal', name: 'Vegan', deleted: false },
          { id: 5, area: 'meal', name: 'Brunch', deleted: false },
        ],
      },
    ]);
    expect(text(meals)).toBe('Meal types: Vegan → Vegan, Brunch');
    expect(meals).toContain('href="/meal/edit/5"');
  });
});

describe('plain values', () => {
  it('a duration in minutes, a status by its words, an empty value and a secret-free "changed"', () => {
    expect(
      text(
        markup('en-US', [
          { field: 'duration', from: 600, to: 930 },
          { field: 'is_active', from: true, to: false },
          { field: 'phone_number', from: '', to: '+39 055 222' },
          { field: 'image', changed: true },
        ]),
      ).split('\n'),
    ).toEqual(['Duration: 10 min → 15.5 min', 'Status: Active → Inactive', 'Phone number: (empty) → +39 055 222', 'Image: changed']);
  });
});
