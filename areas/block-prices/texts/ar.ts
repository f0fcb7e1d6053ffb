/** The screen texts of the block prices (`blockPrices.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.blok-price': 'أسعار الحزم',
  'blockPrices.title': 'أسعار الحزم',
  'blockPrices.description': 'أسعار حزم الدروس.',
  'blockPrices.count': '{count, plural, zero {لا توجد أسعار} one {سعر واحد} two {سعران} few {# أسعار} many {# سعرًا} other {# سعر}}',
  'blockPrices.add': 'إضافة سعر حزمة',
  'blockPrices.search': 'البحث في أسعار الحزم',
  'blockPrices.searchPlaceholder': 'ابحث بالعنوان أو المبلغ',
  'blockPrices.noMatch': 'جرّب عنوانًا أو مبلغًا آخر.',
  'blockPrices.empty': 'لا توجد أسعار حزم بعد',
  'blockPrices.deleteTitle': 'حذف السعر؟',
  'blockPrices.deleteMessage': 'هل تريد بالتأكيد حذف هذا السعر {label}؟',
  'blockPrices.actions': 'الإجراء',
  'blockPrices.addTitle': 'إضافة سعر حزمة',
  'blockPrices.editTitle': 'تعديل سعر الحزمة',
  'blockPrices.addDescription': 'حزمة من الدروس وسعرها.',
  'blockPrices.editDescription': 'غيّر عنوان هذه الحزمة أو سعرها.',
  'blockPrices.titlePlaceholder': 'مثلًا: عشرة دروس',
  'blockPrices.amountPlaceholder': 'مثلًا: 250',
  // The server's answers by code (block-price-contract.ts's priceAnswers)
  'answer.price.list': 'قائمة الأسعار',
  'answer.price.details': 'تفاصيل السعر',
  'answer.price.added': 'تمت إضافة السعر',
  'answer.price.updated': 'تم تحديث السعر',
  'answer.price.activated': 'تم تفعيل السعر',
  'answer.price.deactivated': 'تم تعطيل السعر',
  'answer.price.deleted': 'تم حذف السعر',
  'answer.price.not_found': 'السعر غير موجود',
};
