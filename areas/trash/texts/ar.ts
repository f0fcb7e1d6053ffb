/** The Trash's screen texts (`trash.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.trash': 'سلة المهملات',
  'trash.title': 'سلة المهملات',
  'trash.description': 'تبقى السجلات المحذوفة هنا حتى التاريخ في العمود الأخير، حين تُحذف نهائيًا. استعدها قبل ذلك، أو احذفها الآن.',
  'trash.count': '{count, plural, zero {# سجل محذوف} one {سجل محذوف واحد} two {سجلان محذوفان} few {# سجلات محذوفة} many {# سجلًا محذوفًا} other {# سجل محذوف}}',
  'trash.search': 'البحث في سلة المهملات',
  'trash.searchPlaceholder': 'ابحث بالاسم أو بمن حذفه',
  'trash.noMatchBody': 'جرّب اسمًا آخر، أو امسح عامل تصفية القسم.',
  'trash.empty': 'سلة المهملات فارغة',
  'trash.column.record': 'السجل',
  'trash.column.area': 'القسم',
  'trash.column.deletedBy': 'حذفه',
  'trash.column.deletedAt': 'تاريخ الحذف',
  'trash.column.purgeAt': 'الحذف النهائي',
  'trash.filter.area': 'القسم',
  'trash.filter.anyArea': 'كل الأقسام',
  'trash.delete.title': 'حذف نهائي',
  'trash.delete.message': 'هل تريد حذف {label} نهائيًا؟ لا يمكن التراجع عن ذلك: يُحذف السجل وملفاته.',
  'trash.delete.confirm': 'حذف نهائي',
  // The server's answers by code (trash-contract.ts's trashAnswers)
  'answer.trash.list': 'سلة المهملات',
  'answer.trash.restored': 'تمت الاستعادة',
  'answer.trash.removed': 'حُذف نهائيًا',
  'answer.trash.not_found': 'لم يعد هذا السجل في سلة المهملات',
  'answer.trash.value_taken': 'يستخدم سجل آخر الآن الاسم أو البريد الإلكتروني نفسه. غيّر اسم ذلك السجل أو احذفه، ثم استعد هذا السجل.',
  'answer.trash.reference_gone': 'حُذف نهائيًا سجل يشير إليه هذا السجل، فلا يمكن أن يعود كما كان.',
};
