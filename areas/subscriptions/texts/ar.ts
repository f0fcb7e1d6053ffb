/** The screen texts of the subscription plans (`subscriptions.*`) in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.subscription': 'الباقات',
  'subscriptions.title': 'باقات الاشتراك',
  'subscriptions.description': 'الباقات التي يستطيع العملاء الاشتراك فيها.',
  'subscriptions.count': '{count, plural, zero {لا توجد باقات} one {باقة واحدة} two {باقتان} few {# باقات} many {# باقةً} other {# باقة}}',
  'subscriptions.add': 'إضافة باقة',
  'subscriptions.search': 'البحث في باقات الاشتراك',
  'subscriptions.empty': 'لا توجد باقات اشتراك بعد',
  'subscriptions.deleteTitle': 'حذف الباقة؟',
  'subscriptions.viewTitle': 'تفاصيل الباقة',
  'subscriptions.addTitle': 'إضافة باقة اشتراك',
  'subscriptions.editTitle': 'تعديل باقة الاشتراك',
  'subscriptions.addDescription': 'الباقة كما يراها العملاء، وما تتقاضاه.',
  'subscriptions.editDescription': 'غيّر عنوان هذه الباقة أو سعرها أو مدتها.',
  'subscriptions.field.displayAmount': 'المبلغ المعروض',
  'subscriptions.field.timeframe': 'المدة (بالأشهر)',
  'subscriptions.displayAmountPlaceholder': '300/شهريًا',
  'subscriptions.displayAmountHint': 'كما يقرؤه العملاء.',
  'subscriptions.amountPlaceholder': '300',
  'subscriptions.amountHint': 'السعر المُحصَّل، مثلًا 300 أو 299.99.',
  'subscriptions.timeframePlaceholder': '12',
  'subscriptions.timeframeHint': 'عدد الأشهر التي تستمر فيها الباقة.',
  'subscriptions.timeframe': '{months, plural, zero {# شهر} one {شهر واحد} two {شهران} few {# أشهر} many {# شهرًا} other {# شهر}}',
  'subscriptions.amountInvalid': 'يُرجى إدخال مبلغ صالح',
  'subscriptions.timeframeInvalid': 'يُرجى إدخال عدد صحيح من الأشهر',
};
