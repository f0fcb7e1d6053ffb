/** The screen texts of the admins (`admins.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.admin': '管理员',
  'admins.title': '管理员',
  'admins.description': '负责运营此管理后台的人员及其角色。',
  'admins.count': '{count, plural, other {# 位管理员}}',
  'admins.add': '添加管理员',
  'admins.search': '搜索管理员',
  'admins.empty': '暂无管理员',
  'admins.deleteTitle': '删除管理员？',
  'admins.locked.self': '您不能停用或删除自己的账户',
  'admins.locked.superAdmin': '超级管理员不能被停用或删除',
  'admins.viewTitle': '管理员详情',
  'admins.endSessions': '结束所有会话',
  'admins.endSessionsConfirm': '要让 {name} 在所有浏览器中退出登录吗？其下一步操作将要求重新登录。',
  'admins.endSessionsEnding': '正在结束会话…',
  'admins.endSessionsKeep': '保持登录',
  'admins.addTitle': '添加管理员',
  'admins.editTitle': '编辑管理员',
  'admins.addDescription': '新管理员将收到一封包含设置密码链接的邮件。',
  'admins.editDescription': '修改此管理员的姓名、角色或头像。',
  'admins.emailHint': '设置密码的链接将发送到此邮箱。',
  'admins.rolePlaceholder': '请选择角色',
};
