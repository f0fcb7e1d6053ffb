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

  // The server's answers by code (src/api/contract/answer-codes.ts): signed-out screens' here,
  // the rest in the second part. en-US says what the server's `message` says.
  'answer.auth.signed_in': '已登录',
  'answer.auth.signed_out': '已退出登录',
  'answer.auth.session_ended': '您的会话已结束。请重新登录。',
  'answer.auth.invalid_credentials': '邮箱或密码错误',
  'answer.auth.account_deactivated': '您的账户已停用。请联系管理员。',
  'answer.auth.module_required': '您的角色无权访问此区域',
  'answer.auth.too_many_sign_ins': '登录尝试次数过多。请在 {minutes, plural, other {# 分钟}}后重试。',
  'answer.account.too_many_attempts': '尝试次数过多。请在 {minutes, plural, other {# 分钟}}后重试。',
  'answer.account.otp_sent': '如果此邮箱属于某个账户，OTP 已发送至该邮箱。',
  'answer.account.otp_verified': 'OTP 已验证',
  'answer.account.password_reset': '您的密码已重置。请登录。',
  'answer.account.otp_not_valid': '此 OTP 无效。请重新申请。',
  'answer.account.otp_expired': '此 OTP 已过期。请重新申请。',
  'answer.account.otp_used': '此 OTP 已被使用。请重新申请。',
  'answer.account.otp_dead': '错误尝试次数过多：此 OTP 已失效。请重新申请。',
  'answer.account.otp_wrong': 'OTP 错误。还剩 {left, plural, other {# 次}}尝试机会。',
  'answer.account.otp_wrong_last': 'OTP 错误。已无剩余尝试次数：请重新申请 OTP。',
  'answer.account.link_not_valid': '此链接无效。请向管理员申请新链接。',
  'answer.account.link_expired': '此链接已过期。请向管理员申请新链接。',
  'answer.account.link_used': '此链接已被使用。请使用密码登录，或使用“忘记密码”。',
  'answer.account.password_set': '您的密码已设置。请登录。',
  'answer.account.current_password_wrong': '当前密码不正确',
  'answer.account.password_changed_meanwhile': '您的密码在此期间已被更改。请重新登录。',
  'answer.account.password_changed': '您的密码已更改。请重新登录。',
  'answer.account.too_many_password_checks': '当前密码错误次数过多。请稍后重试。',
  'answer.account.profile_updated': '个人资料已更新',
} satisfies FirstCatalogue;
