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

  // Flow journal panel (?debug)
  'journal.title':
    'سجل التدفقات · {count, plural, zero {لا أحداث} one {حدث واحد} two {حدثان} few {# أحداث} many {# حدثًا} other {# حدث}}',
  'journal.export': 'تصدير JSON',
  'journal.clear': 'مسح',
  'journal.import': 'استيراد وإعادة التشغيل',
  'journal.replayTitle': 'إعادة تشغيل {file} · {same} مطابق، {different} مختلف، {incomplete} غير مكتمل',
  'journal.replayFailed': '{file} ليس ملف تصدير لسجل التدفقات.',
  'journal.backToLive': 'السجل المباشر',
  'journal.outcome.same': 'مطابق',
  'journal.outcome.different': 'مختلف',
  'journal.outcome.failed': 'فشل',
  'journal.outcome.incomplete': 'غير مكتمل',
  'journal.hide': 'إخفاء',
  'journal.show': 'إظهار',

  // Validation (spec section 5)
  'validation.emailEnter': 'يُرجى إدخال بريدك الإلكتروني',
  'validation.passwordEnter': 'يُرجى إدخال كلمة المرور',
  'validation.emailInvalid': 'يُرجى إدخال بريد إلكتروني صالح',
  'validation.passwordTooLong': 'كلمة المرور طويلة جدًا',

  // The server's answers by code (src/api/contract/answer-codes.ts): signed-out screens' here,
  // the rest in the second part. en-US says what the server's `message` says.
  'answer.auth.signed_in': 'تم تسجيل الدخول',
  'answer.auth.signed_out': 'تم تسجيل الخروج',
  'answer.auth.session_ended': 'انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.',
  'answer.auth.invalid_credentials': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'answer.auth.account_deactivated': 'حسابك معطّل. تواصل مع أحد المسؤولين.',
  'answer.auth.module_required': 'دورك لا يمنحك الوصول إلى هذا القسم',
  'answer.auth.too_many_sign_ins': 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'answer.account.too_many_attempts': 'محاولات كثيرة جدًا. حاول مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'answer.account.otp_sent': 'إذا كان هذا البريد الإلكتروني مرتبطًا بحساب، فقد أُرسل إليه رمز OTP.',
  'answer.account.otp_verified': 'تم التحقق من رمز OTP',
  'answer.account.password_reset': 'تمت إعادة تعيين كلمة المرور. يُرجى تسجيل الدخول.',
  'answer.account.otp_not_valid': 'رمز OTP هذا غير صالح. يُرجى طلب رمز جديد.',
  'answer.account.otp_expired': 'انتهت صلاحية رمز OTP هذا. يُرجى طلب رمز جديد.',
  'answer.account.otp_used': 'استُخدم رمز OTP هذا من قبل. يُرجى طلب رمز جديد.',
  'answer.account.otp_dead': 'محاولات خاطئة كثيرة جدًا: لم يعد رمز OTP هذا صالحًا. يُرجى طلب رمز جديد.',
  'answer.account.otp_wrong': 'رمز OTP خاطئ. {left, plural, zero {لم تتبقَّ محاولات} one {تتبقى محاولة واحدة} two {تتبقى محاولتان} few {تتبقى # محاولات} many {تتبقى # محاولة} other {تتبقى # محاولة}}.',
  'answer.account.otp_wrong_last': 'رمز OTP خاطئ. لم تتبقَّ محاولات: يُرجى طلب رمز جديد.',
  'answer.account.link_not_valid': 'هذا الرابط غير صالح. يُرجى طلب رابط جديد من أحد المسؤولين.',
  'answer.account.link_expired': 'انتهت صلاحية هذا الرابط. يُرجى طلب رابط جديد من أحد المسؤولين.',
  'answer.account.link_used': 'استُخدم هذا الرابط من قبل. سجّل الدخول بكلمة المرور، أو استخدم نسيت كلمة المرور.',
  'answer.account.password_set': 'تم تعيين كلمة المرور. يُرجى تسجيل الدخول.',
  'answer.account.current_password_wrong': 'كلمة المرور الحالية غير صحيحة',
  'answer.account.password_changed_meanwhile': 'تغيّرت كلمة المرور في الأثناء. يُرجى تسجيل الدخول مرة أخرى.',
  'answer.account.password_changed': 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول مرة أخرى.',
  'answer.account.too_many_password_checks': 'أُدخلت كلمة مرور حالية خاطئة مرات كثيرة. حاول لاحقًا.',
  'answer.account.profile_updated': 'تم تحديث الملف الشخصي',
} satisfies FirstCatalogue;
