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
  'auth.login.or': '或',
  'auth.login.passkey': '使用通行密钥登录',
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
  'notice.passkeyCancelled': '未使用通行密钥：请求已取消或超时',
  'notice.passkeyUnsupported': '此浏览器无法使用通行密钥',

  // Validation (spec section 5)
  'validation.emailEnter': '请输入您的电子邮箱',
  'validation.passwordEnter': '请输入您的密码',
  'validation.emailInvalid': '请输入有效的电子邮箱',
  'validation.passwordTooLong': '密码太长',
  'validation.passwordGuessable': '此密码太容易被猜到：请勿使用常见密码、您的姓名或电子邮件地址，或产品名称',

  // The server's answers by code (src/api/contract/answer-codes.ts): the login page's here, the
  // rest in the second part (every other screen waits for it). en-US says what the server's `message` says.
  'answer.auth.signed_in': '已登录',
  'answer.auth.signed_out': '已退出登录',
  'answer.auth.session_ended': '您的会话已结束。请重新登录。',
  'answer.auth.invalid_credentials': '邮箱或密码错误',
  'answer.auth.account_deactivated': '您的账户已停用。请联系管理员。',
  'answer.auth.module_required': '您的角色无权访问此区域',
  'answer.auth.too_many_sign_ins': '登录尝试次数过多。请在 {minutes, plural, other {# 分钟}}后重试。',
  'answer.passkey.expired': '此通行密钥请求已过期，请重试。',
  'answer.passkey.not_verified': '无法验证此通行密钥，请重试。',
} satisfies FirstCatalogue;
