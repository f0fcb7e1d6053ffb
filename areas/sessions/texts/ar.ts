/** The sessions' texts in Arabic (ar): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.sessions': 'جلساتك',
  'sessions.browserOn': '{browser} على {system}',
  'sessions.description': 'الأماكن التي سجّلت الدخول منها. أنهِ أي جلسة لا تعرفها: ستطلب خطوتها التالية تسجيل الدخول.',
  'sessions.end': 'إنهاء',
  'sessions.endLabel': 'إنهاء جلسة {browser} من {address}',
  'sessions.endOthers': 'إنهاء كل الجلسات الأخرى',
  'sessions.facts': 'من {address} · تسجيل الدخول {signedIn} · آخر نشاط {lastSeen}',
  'sessions.failed': 'تعذّر تحميل جلساتك: {reason}',
  'sessions.loading': 'جارٍ تحميل جلساتك…',
  'sessions.showAll': 'عرض الجلسات كلها ({count})',
  'sessions.thisBrowser': 'هذا المتصفح',
  'sessions.title': 'جلساتك',
  'sessions.unknownBrowser': 'متصفح غير معروف',
  'answer.sessions.list': 'جلساتك',
  'answer.sessions.ended': 'انتهت الجلسات',
  'answer.sessions.not_found': 'الجلسة غير موجودة',
};
