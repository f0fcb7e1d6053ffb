/**
 * العربية, first part: the same ids as en-US.ts (tests/unit/catalogues.test.ts), loaded as its own
 * chunk; the locale machine sets dir="rtl" for it. Arabic counts take six plural forms (zero,
 * one, two, few, many, other). Plain data: only a type import (the build precompiles it).
 */
import type { FirstCatalogue } from './en-US';

export const ar = {
  // UI kit
  'ui.password.show': 'إظهار كلمة المرور',

  // Sign-in
  'auth.login.title': 'مرحبًا بعودتك',
  'auth.login.subtitle': 'سجّل الدخول إلى لوحة إدارة {productName}.',
  'auth.login.email': 'البريد الإلكتروني',
  'auth.login.emailPlaceholder': 'you@example.com',
  'auth.login.password': 'كلمة المرور',
  'auth.login.passwordPlaceholder': 'أدخل كلمة المرور',
  'auth.login.submit': 'تسجيل الدخول',
  'auth.login.forgotPassword': 'هل نسيت كلمة المرور؟',
  'auth.login.noAccount': 'ليس لديك حساب بعد؟',
  'auth.login.register': 'إنشاء حساب',
  'auth.login.or': 'أو',
  'auth.login.passkey': 'تسجيل الدخول بمفتاح مرور',
  'auth.brand.tagline': 'لوحة الإدارة',
  'auth.brand.headline': 'أدِر الطهاة والدروس وقوائم الطعام من مكان واحد هادئ.',
  'auth.brand.pointKitchen': 'الطهاة والدروس والوجبات والمكوّنات',
  'auth.brand.pointPlans': 'باقات الاشتراك وأسعار الحزم',
  'auth.brand.pointTeam': 'المسؤولون والمستخدمون والصفحات الثابتة',
  'shell.footer.copyright': '© {year} {productName}. جميع الحقوق محفوظة.',

  // Language and our own toasts
  'locale.picker': 'اللغة',
  'locale.loadFailed': 'تعذّر تحميل اللغة المختارة.',
  'locale.areasFailed': 'تعذّر تحميل نصوص هذه الصفحة.',
  'locale.retry': 'إعادة المحاولة',
  'notice.somethingWentWrong': 'حدث خطأ ما',
  'notice.noAnswer': 'تعذّر الوصول إلى الخادم',
  'notice.unexpectedAnswer': 'أجاب الخادم بطريقة غير متوقعة',
  'notice.ingredientGone': 'هذا المكوّن لم يعد موجودًا',
  'notice.csvReady': 'ملف CSV جاهز',
  'notice.passkeyCancelled': 'لم يُستخدم أي مفتاح مرور: أُلغي الطلب أو انتهت مهلته',
  'notice.passkeyUnsupported': 'هذا المتصفح لا يدعم مفاتيح المرور',

  // Validation (spec section 5)
  'validation.emailEnter': 'يُرجى إدخال بريدك الإلكتروني',
  'validation.passwordEnter': 'يُرجى إدخال كلمة المرور',
  'validation.emailInvalid': 'يُرجى إدخال بريد إلكتروني صالح',
  'validation.passwordTooLong': 'كلمة المرور طويلة جدًا',
  'validation.passwordGuessable': 'كلمة المرور هذه سهلة التخمين: لا تستخدم كلمة مرور شائعة أو اسمك أو بريدك الإلكتروني أو اسم المنتج',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': 'تم تسجيل الدخول',
  'answer.auth.signed_out': 'تم تسجيل الخروج',
  'answer.auth.session_ended': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'answer.auth.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'answer.auth.account_deactivated': 'حسابك معطّل. تواصل مع أحد المسؤولين.',
  'answer.auth.module_required': 'دورك لا يمنحك الوصول إلى هذا القسم',
  'answer.auth.too_many_sign_ins': 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'answer.passkey.expired': 'انتهت صلاحية طلب مفتاح المرور هذا. يُرجى المحاولة مرة أخرى.',
  'answer.passkey.not_verified': 'تعذّر التحقق من مفتاح المرور هذا. يُرجى المحاولة مرة أخرى.',
} satisfies FirstCatalogue;
