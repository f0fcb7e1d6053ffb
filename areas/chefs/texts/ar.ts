/** The screen texts of the chefs (`chefs.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.chef': 'الطهاة',
  'chefs.title': 'الطهاة',
  'chefs.description': 'الطهاة الذين يقدّمون الدروس على المنصة.',
  'chefs.count': '{count, plural, zero {لا يوجد طهاة} one {طاهٍ واحد} two {طاهيان} few {# طهاة} many {# طاهيًا} other {# طاهٍ}}',
  'chefs.add': 'إضافة طاهٍ',
  'chefs.search': 'البحث في الطهاة',
  'chefs.empty': 'لا يوجد طهاة بعد',
  'chefs.deleteTitle': 'حذف الطاهي؟',
  'chefs.viewTitle': 'تفاصيل الطاهي',
  'chefs.addTitle': 'إضافة طاهٍ',
  'chefs.editTitle': 'تعديل الطاهي',
  'chefs.addDescription': 'أنشئ ملفًا شخصيًا للطاهي؛ يمكن بعدها اختياره في نموذج الدروس.',
  'chefs.editDescription': 'حدّث الملف الشخصي لهذا الطاهي.',
  'chefs.bioPlaceholder': 'بضعة أسطر عن مطبخ الطاهي ومسيرته',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': 'قائمة الطهاة',
  'answer.chef.lookup': 'الطهاة',
  'answer.chef.details': 'تفاصيل الطاهي',
  'answer.chef.added': 'تمت إضافة الطاهي',
  'answer.chef.updated': 'تم تحديث الطاهي',
  'answer.chef.activated': 'تم تفعيل الطاهي',
  'answer.chef.deactivated': 'تم تعطيل الطاهي',
  'answer.chef.deleted': 'تم حذف الطاهي',
  'answer.chef.not_found': 'الطاهي غير موجود',
  'answer.chef.has_classes': 'لهذا الطاهي دروس؛ احذفها أو انقلها إلى طاهٍ آخر أولًا.',
};
