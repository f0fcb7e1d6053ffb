/** The screen texts of the admins (`admins.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.admin': 'المسؤولون',
  'admins.title': 'المسؤولون',
  'admins.description': 'الأشخاص الذين يديرون لوحة الإدارة هذه وأدوارهم.',
  'admins.count': '{count, plural, zero {لا يوجد مسؤولون} one {مسؤول واحد} two {مسؤولان} few {# مسؤولين} many {# مسؤولًا} other {# مسؤول}}',
  'admins.add': 'إضافة مسؤول',
  'admins.search': 'البحث في المسؤولين',
  'admins.empty': 'لا يوجد مسؤولون بعد',
  'admins.deleteTitle': 'حذف المسؤول؟',
  'admins.locked.self': 'لا يمكنك تعطيل حسابك أو حذفه',
  'admins.locked.superAdmin': 'لا يمكن تعطيل المسؤول الأعلى أو حذفه',
  'admins.viewTitle': 'تفاصيل المسؤول',
  'admins.endSessions': 'إنهاء كل الجلسات',
  'admins.endSessionsConfirm': 'تسجيل خروج {name} من كل المتصفحات؟ ستطلب خطوته التالية تسجيل الدخول.',
  'admins.endSessionsEnding': 'جارٍ إنهاء الجلسات…',
  'admins.endSessionsKeep': 'إبقاء الجلسة',
  'admins.addTitle': 'إضافة مسؤول',
  'admins.editTitle': 'تعديل المسؤول',
  'admins.addDescription': 'يتلقّى المسؤول الجديد رسالة بريد إلكتروني فيها رابط لتعيين كلمة المرور.',
  'admins.editDescription': 'غيّر اسم هذا المسؤول أو دوره أو صورته.',
  'admins.emailHint': 'يُرسَل رابط تعيين كلمة المرور إلى هذا العنوان.',
  'admins.rolePlaceholder': 'اختر دورًا',
};
