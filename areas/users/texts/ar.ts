/** The screen texts of the app users (`users.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.user': 'المستخدمون',
  'users.title': 'المستخدمون',
  'users.description': 'الأشخاص الذين يستخدمون التطبيق لحضور الدروس.',
  'users.count': '{count, plural, zero {لا يوجد مستخدمون} one {مستخدم واحد} two {مستخدمان} few {# مستخدمين} many {# مستخدمًا} other {# مستخدم}}',
  'users.add': 'إضافة مستخدم',
  'users.search': 'البحث في المستخدمين',
  'users.empty': 'لا يوجد مستخدمون بعد',
  'users.deleteTitle': 'حذف المستخدم؟',
  'users.viewTitle': 'تفاصيل المستخدم',
  'users.addTitle': 'إضافة مستخدم',
  'users.editTitle': 'تعديل المستخدم',
  'users.addDescription': 'أنشئ حسابًا في التطبيق بكلمة مرور يستطيع المستخدم تسجيل الدخول بها.',
  'users.editDescription': 'غيّر اسم هذا المستخدم أو بريده الإلكتروني أو صورته.',
  'users.sendMail': 'إرسال البريد',
};
