/** The screen texts of the chefs (`chefs.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.chef': '厨师',
  'chefs.title': '厨师',
  'chefs.description': '在平台上授课的厨师。',
  'chefs.count': '{count, plural, other {# 位厨师}}',
  'chefs.add': '添加厨师',
  'chefs.search': '搜索厨师',
  'chefs.empty': '暂无厨师',
  'chefs.deleteTitle': '删除厨师？',
  'chefs.viewTitle': '厨师详情',
  'chefs.addTitle': '添加厨师',
  'chefs.editTitle': '编辑厨师',
  'chefs.addDescription': '创建厨师资料，之后即可在课程表单中选择该厨师。',
  'chefs.editDescription': '更新此厨师的资料。',
  'chefs.bioPlaceholder': '简单介绍厨师的烹饪风格和经历',
  // The server's answers by code (chef-contract.ts's chefAnswers)
  'answer.chef.list': '厨师列表',
  'answer.chef.lookup': '厨师',
  'answer.chef.details': '厨师详情',
  'answer.chef.added': '厨师已添加',
  'answer.chef.updated': '厨师已更新',
  'answer.chef.activated': '厨师已启用',
  'answer.chef.deactivated': '厨师已停用',
  'answer.chef.deleted': '厨师已删除',
  'answer.chef.not_found': '未找到厨师',
  'answer.chef.has_classes': '该厨师有课程；请先删除或重新分配这些课程。',
};
