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
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': 'قائمة المستخدمين',
  'answer.user.details': 'تفاصيل المستخدم',
  'answer.user.added': 'تمت إضافة المستخدم',
  'answer.user.updated': 'تم تحديث المستخدم',
  'answer.user.activated': 'تم تفعيل المستخدم',
  'answer.user.deactivated': 'تم تعطيل المستخدم',
  'answer.user.deleted': 'تم حذف المستخدم',
  'answer.user.not_found': 'المستخدم غير موجود',
  'answer.user.activation_sent': 'أُرسل رمز التفعيل إلى {email}',
  'answer.user.activation_mail_failed': 'تعذّر إرسال البريد الذي يحوي رمز التفعيل. يُرجى المحاولة مرة أخرى.',
};
