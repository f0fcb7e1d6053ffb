/** The screen texts of the meal types (`meals.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.meal': 'الوجبات',
  'meals.title': 'أنواع الوجبات',
  'meals.description': 'أنواع الوجبات التي يمكن وسم الدرس بها، ولكل منها أيقونته.',
  'meals.count': '{count, plural, zero {لا توجد أنواع وجبات} one {نوع وجبة واحد} two {نوعا وجبات} few {# أنواع وجبات} many {# نوعًا من الوجبات} other {# نوع وجبة}}',
  'meals.add': 'إضافة نوع وجبة',
  'meals.search': 'البحث في أنواع الوجبات',
  'meals.searchPlaceholder': 'ابحث بنوع الوجبة',
  'meals.noMatch': 'جرّب نوع وجبة آخر.',
  'meals.empty': 'لا توجد أنواع وجبات بعد',
  'meals.deleteTitle': 'حذف نوع الوجبة؟',
  'meals.viewTitle': 'تفاصيل نوع الوجبة',
  'meals.addTitle': 'إضافة نوع وجبة',
  'meals.editTitle': 'تعديل نوع الوجبة',
  'meals.addDescription': 'نوع وجبة وأيقونته؛ يمكن بعدها وسم الدروس به.',
  'meals.editDescription': 'أعِد تسمية نوع الوجبة هذا أو غيّر أيقونته.',
  'meals.column.icon': 'الأيقونة',
  'meals.field.mealType': 'نوع الوجبة',
  'meals.field.icon': 'صورة الأيقونة',
  'meals.mealTypePlaceholder': 'مثلًا: نباتي',
  'meals.iconHint': 'JPG أو PNG، حتى 5 ميغابايت.',
};
