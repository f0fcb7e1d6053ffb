/** The screen texts of the static pages (`staticPages.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.static-page': 'الصفحات الثابتة',
  'staticPages.title': 'الصفحات الثابتة',
  'staticPages.description': 'الصفحات التي يقرؤها العملاء في التطبيق: من نحن، والشروط، والخصوصية، والأسئلة الشائعة.',
  'staticPages.count': '{count, plural, zero {لا توجد صفحات} one {صفحة واحدة} two {صفحتان} few {# صفحات} many {# صفحةً} other {# صفحة}}',
  'staticPages.search': 'البحث في الصفحات الثابتة',
  'staticPages.empty': 'لا توجد صفحات ثابتة',
  'staticPages.viewTitle': 'صفحة ثابتة',
  'staticPages.editTitle': 'تعديل الصفحة الثابتة',
  'staticPages.editDescription': 'غيّر عنوان الصفحة ونصها؛ يعرضها التطبيق كما تُحفظ هنا.',
  'staticPages.field.content': 'المحتوى',
  'staticPages.field.pageName': 'اسم الصفحة',
  // The server's answers by code (static-page-contract.ts's pageAnswers)
  'answer.page.list': 'قائمة الصفحات',
  'answer.page.details': 'تفاصيل الصفحة',
  'answer.page.updated': 'تم تحديث الصفحة',
  'answer.page.not_found': 'الصفحة غير موجود',
};
