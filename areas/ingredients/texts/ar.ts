/** The screen texts of the ingredients (`ingredients.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.ingredients': 'المكوّنات',
  'ingredients.title': 'المكوّنات',
  'ingredients.description': 'المكوّنات التي يمكن أن يذكرها الدرس؛ يختار نموذج الدروس منها.',
  'ingredients.count': '{count, plural, zero {لا توجد مكوّنات} one {مكوّن واحد} two {مكوّنان} few {# مكوّنات} many {# مكوّنًا} other {# مكوّن}}',
  'ingredients.add': 'إضافة مكوّن',
  'ingredients.search': 'البحث في المكوّنات',
  'ingredients.searchPlaceholder': 'ابحث بالاسم',
  'ingredients.noMatch': 'جرّب اسمًا آخر.',
  'ingredients.empty': 'لا توجد مكوّنات بعد',
  'ingredients.deleteTitle': 'حذف المكوّن؟',
  'ingredients.column.name': 'الاسم',
  'ingredients.addTitle': 'إضافة مكوّنات',
  'ingredients.editTitle': 'تعديل المكوّنات',
  'ingredients.addDescription': 'سمِّ المكوّن مرة واحدة، وبعدها يستطيع كل درس استخدامه.',
  'ingredients.editDescription': 'أعِد تسمية هذا المكوّن في كل الدروس التي تستخدمه.',
  'ingredients.field.name': 'الاسم',
  'ingredients.namePlaceholder': 'مثلًا: ريحان',
  'ingredients.nameHint': 'يُحفظ بحرف أول كبير.',
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': 'قائمة المكونات',
  'answer.ingredient.all': 'المكونات',
  'answer.ingredient.added': 'تمت إضافة المكوّن',
  'answer.ingredient.updated': 'تم تحديث المكوّن',
  'answer.ingredient.deleted': 'تم حذف المكوّن',
  'answer.ingredient.not_found': 'المكوّن غير موجود',
  'answer.ingredient.exists': 'هذا المكوّن موجود بالفعل',
  'answer.ingredient.in_classes': 'هذا المكوّن مستخدم في دروس؛ أزله منها أولًا.',
};
