/**
 * 简体中文, first part: the same ids as en-US.ts (tests/unit/catalogues.test.ts), loaded as its
 * own chunk. Chinese has one plural form (`other`). Plain data: only a type import (the build
 * precompiles it).
 */
import type { FirstCatalogue } from './en-US';

export const zhCN = {
  // UI kit
  'ui.password.show': '显示密码',

  // Sign-in
  'auth.login.title': '欢迎回来',
  'auth.login.subtitle': '登录 {productName} 管理后台。',
  'auth.login.email': '电子邮箱',
  'auth.login.emailPlaceholder': 'you@example.com',
  'auth.login.password': '密码',
  'auth.login.passwordPlaceholder': '请输入密码',
  'auth.login.submit': '登录',
  'auth.login.forgotPassword': '忘记密码？',
  'auth.login.noAccount': '还没有账号？',
  'auth.login.register': '注册',
  'auth.brand.tagline': '管理后台',
  'auth.brand.headline': '在一个从容有序的地方管理厨师、课程和菜单。',
  'auth.brand.pointKitchen': '厨师、课程、餐食与食材',
  'auth.brand.pointPlans': '订阅套餐与课时包价格',
  'auth.brand.pointTeam': '管理员、用户与静态页面',
  'shell.footer.copyright': '© {year} {productName}。保留所有权利。',

  // Language and our own toasts
  'locale.picker': '语言',
  'locale.loadFailed': '无法加载所选语言。',
  'locale.areasFailed': '无法加载此页面的文字。',
  'locale.retry': '重试',
  'notice.somethingWentWrong': '出了点问题',
  'notice.noAnswer': '无法连接服务器',
  'notice.unexpectedAnswer': '服务器返回了意外的响应',
  'notice.ingredientGone': '该食材已不存在',
  'notice.csvReady': 'CSV 文件已就绪',

  // Flow journal panel (?debug)
  'journal.title': '流程日志 · {count, plural, other {# 个事件}}',
  'journal.export': '导出 JSON',
  'journal.clear': '清空',
  'journal.import': '导入并重放',
  'journal.replayTitle': '{file} 的重放 · {same} 个相同，{different} 个不同，{incomplete} 个不完整',
  'journal.replayFailed': '{file} 不是流程日志导出文件。',
  'journal.backToLive': '实时日志',
  'journal.outcome.same': '相同',
  'journal.outcome.different': '不同',
  'journal.outcome.failed': '失败',
  'journal.outcome.incomplete': '不完整',
  'journal.hide': '隐藏',
  'journal.show': '显示',

  // Validation (spec section 5)
  'validation.emailEnter': '请输入您的电子邮箱',
  'validation.passwordEnter': '请输入您的密码',
  'validation.emailInvalid': '请输入有效的电子邮箱',
  'validation.passwordTooLong': '密码太长',
} satisfies FirstCatalogue;
