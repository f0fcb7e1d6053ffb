/** The screen texts of the ingredients (`ingredients.*`) in Chinese (zh-CN): en-US's ids, each translated (tests/unit/catalogues.test.ts). */
import type { texts as english } from './en-US';

export const texts: Partial<Record<keyof typeof english, string>> = {
  'nav.ingredients': '食材',
  'ingredients.title': '食材',
  'ingredients.description': '课程可列出的食材，课程表单从中选择。',
  'ingredients.count': '{count, plural, other {# 种食材}}',
  'ingredients.add': '添加食材',
  'ingredients.search': '搜索食材',
  'ingredients.searchPlaceholder': '按名称搜索',
  'ingredients.noMatch': '请尝试其他名称。',
  'ingredients.empty': '暂无食材',
  'ingredients.deleteTitle': '删除食材？',
  'ingredients.column.name': '名称',
  'ingredients.addTitle': '添加食材',
  'ingredients.editTitle': '编辑食材',
  'ingredients.addDescription': '食材只需添加一次，所有课程都可以使用。',
  'ingredients.editDescription': '在所有使用此食材的课程中重命名它。',
  'ingredients.field.name': '名称',
  'ingredients.namePlaceholder': '例如：罗勒',
  'ingredients.nameHint': '保存时首字母大写。',
};
