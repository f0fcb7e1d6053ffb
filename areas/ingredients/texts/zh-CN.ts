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
  // The server's answers by code (ingredient-contract.ts's ingredientAnswers)
  'answer.ingredient.list': '食材列表',
  'answer.ingredient.all': '食材',
  'answer.ingredient.added': '食材已添加',
  'answer.ingredient.updated': '食材已更新',
  'answer.ingredient.deleted': '食材已删除',
  'answer.ingredient.not_found': '未找到食材',
  'answer.ingredient.exists': '该食材已存在',
  'answer.ingredient.in_classes': '该食材已被课程使用；请先从课程中移除。',
};
