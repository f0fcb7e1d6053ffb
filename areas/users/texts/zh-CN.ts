/** The screen texts of the app users (`users.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.user': '用户',
  'users.title': '用户',
  'users.description': '使用应用参加课程的人员。',
  'users.count': '{count, plural, other {# 位用户}}',
  'users.add': '添加用户',
  'users.search': '搜索用户',
  'users.empty': '暂无用户',
  'users.deleteTitle': '删除用户？',
  'users.viewTitle': '用户详情',
  'users.addTitle': '添加用户',
  'users.editTitle': '编辑用户',
  'users.addDescription': '创建一个应用账号，并设置用户用于登录的密码。',
  'users.editDescription': '修改此用户的姓名、电子邮箱或头像。',
  'users.sendMail': '发送邮件',
  // The server's answers by code (user-contract.ts's userAnswers)
  'answer.user.list': '用户列表',
  'answer.user.details': '用户详情',
  'answer.user.added': '用户已添加',
  'answer.user.updated': '用户已更新',
  'answer.user.activated': '用户已启用',
  'answer.user.deactivated': '用户已停用',
  'answer.user.deleted': '用户已删除',
  'answer.user.not_found': '未找到用户',
  'answer.user.activation_sent': '激活码已发送至 {email}',
  'answer.user.activation_mail_failed': '无法发送包含激活码的邮件。请重试。',
};
